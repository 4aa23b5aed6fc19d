import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../src/clock.ts";
import { loadConfig } from "../../src/config/env.ts";
import type { Database } from "../../src/db/client.ts";
import { createChannelsData } from "../../src/domains/channels/channels.data.ts";
import { createAdminsData } from "../../src/domains/identity/admins.data.ts";
import { verifyPassword } from "../../src/domains/identity/passwords.ts";
import { DEFAULT_ADMIN, DEFAULT_CHANNEL, DEMO_OPERATOR, seedIdentity } from "../../src/domains/identity/seed.ts";
import { createUsersData } from "../../src/domains/identity/users.data.ts";
import { createRuntime } from "../../src/runtime.ts";
import { serverRoot } from "../../src/paths.ts";
import { openMigratedTestDatabase, testDrivers } from "../test-database.ts";
import { testEntry } from "../server-process.ts";
import { makeWebAppDirs, removeWebAppDirs, startTestRuntime } from "../test-runtime.ts";
import { callerOf, loginAdmin } from "./helpers.ts";

describe.each(testDrivers)("seeding a fresh database on %s", (driver) => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    opened = await openMigratedTestDatabase(driver);
    database = opened.database;
  });
  afterAll(async () => {
    await opened?.close();
  });
  const deps = (config: Parameters<typeof seedIdentity>[0]["config"]) => ({
    users: createUsersData(database.db),
    admins: createAdminsData(database.db),
    channels: createChannelsData(database.db),
    clock: systemClock,
    config,
  });

  it("in production: a random administrator password, shown once, and no demo operator", async () => {
    const notices = await seedIdentity(
      deps({ env: "production", seedDemoData: false, admin: { email: null, password: null, selfRegistration: false } }),
    );
    expect(notices).toHaveLength(1);
    const password = notices[0]?.message.match(/admin@example\.com \/ (\S+) \(shown only now\)/)?.[1];
    expect(password).toBeTruthy();
    expect(password).not.toBe(DEFAULT_ADMIN.password);
    const admin = await createAdminsData(database.db).findByEmail(DEFAULT_ADMIN.email);
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    expect(await createUsersData(database.db).count()).toBe(0);
    expect(await createChannelsData(database.db).first()).toMatchObject(DEFAULT_CHANNEL);

    // The next start finds everything in place and prints nothing.
    const again = await seedIdentity(
      deps({ env: "production", seedDemoData: false, admin: { email: null, password: null, selfRegistration: false } }),
    );
    expect(again).toEqual([]);
  });
});

describe("the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD", () => {
  it("is created with that password, without printing it", async () => {
    const runtime = await startTestRuntime("pglite", { ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "Bosspass123" });
    try {
      const token = await loginAdmin(runtime, "boss@example.com", "Bosspass123");
      const info = await callerOf(runtime, { headers: { authorization: token } }).get("/admin/api/v1/user/getUserInfo");
      expect(info.json().data.adminAccount).toBe("boss@example.com");
      const fallback = await callerOf(runtime).post("/admin/api/v1/user/login", { account: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password });
      expect(fallback.json().code).toBe(400);
      // The demo operator is still there for trying the CRM.
      const demo = await callerOf(runtime).post("/api/v1/user/login", { account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password });
      expect(demo.json().code).toBe(0);
    } finally {
      await runtime.dispose();
    }
  });

  it("refuses to start with a weak ADMIN_PASSWORD", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "password" })).toThrow(/ADMIN_PASSWORD.*letters and digits/);
  });
});

async function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...(await testEntry("admin-create")), ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe("npm run admin:create", () => {
  it("creates an administrator, then changes the password and signs old sessions out", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-cli-"));
    const weak = await runCli(["--email", "cli@example.com", "--password", "weak"], { DATA_DIR: dataDir });
    expect(weak.code).toBe(2);
    expect(weak.output).toContain("letters and digits");

    const created = await runCli(["--email", "CLI@example.com", "--password", "Clipass123"], { DATA_DIR: dataDir });
    expect(created.output).toContain("Administrator cli@example.com created");
    expect(created.code).toBe(0);

    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" });
    const webAppDirs = makeWebAppDirs();
    let runtime = await createRuntime(config, { webAppDirs });
    const token = await loginAdmin({ ...runtime, config, dispose: runtime.stop, removeTempFolders: () => undefined }, "cli@example.com", "Clipass123");
    await runtime.stop();

    const changed = await runCli(["--email", "cli@example.com", "--password", "Newclipass1"], { DATA_DIR: dataDir });
    expect(changed.output).toContain("Password of administrator cli@example.com changed");

    runtime = await createRuntime(config, { webAppDirs });
    try {
      const test = { ...runtime, config, dispose: runtime.stop, removeTempFolders: () => undefined };
      expect((await callerOf(test, { headers: { authorization: token } }).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(401);
      expect(await loginAdmin(test, "cli@example.com", "Newclipass1")).toBeTruthy();
    } finally {
      await runtime.stop();
      removeWebAppDirs(webAppDirs);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
