import { execFile } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readBackupArchive } from "../../src/domains/operations/backup-archive.ts";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { serverRoot } from "../../src/paths.ts";
import { openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { exitOf, startServer, testEntry, type StartedServer } from "../server-process.ts";
import { createTestDatabase } from "../test-database.ts";

const run = promisify(execFile);

/** Runs one of the operator commands as `npm run backup` / `npm run restore` do (the server package's folder), from the suite's bundle. */
async function command(name: "backup" | "restore", args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...(await testEntry(name)), ...args], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", PORT: "1", ...env },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function stop(server: StartedServer) {
  const exited = exitOf(server.child);
  server.child.kill("SIGTERM");
  await exited;
}

/**
 * The commands as an operator runs them: `backup` asks the running server (and nothing else may),
 * `restore` refuses a folder in use or not empty and a cut file, and the product starts on what it
 * restored; with no server running, `backup` opens the data folder itself.
 */
describe("npm run backup / npm run restore", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cdp-backup-command-"));
  const source = path.join(root, "source");
  const restored = path.join(root, "restored");
  const file = path.join(root, "backup.tar.gz");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("backs up a running server through its loopback endpoint, and restores into an empty folder only", async () => {
    const server = await startServer({ NODE_ENV: "test", DATA_DIR: source, SEED_DEMO_WORKSPACE: "false" });
    try {
      const note = JSON.parse(readFileSync(path.join(source, "secrets", "ops-server.json"), "utf8")) as { url: string; token: string; pid: number };
      expect(note.pid).toBe(server.child.pid);
      expect((await fetch(`${server.baseUrl}/ops/backup`, { method: "POST" })).status).toBe(403);
      expect((await fetch(`${server.baseUrl}/ops/backup`, { method: "POST", headers: { authorization: "Bearer not-the-token" } })).status).toBe(403);

      const made = await command("backup", [file], { DATA_DIR: source });
      expect(made.output).toContain(`Asking the running server (${note.url}, pid ${note.pid}) for a backup`);
      expect(made.output).toContain(`Backup written and checked: ${file}`);
      expect(made.code).toBe(0);
      const { manifest } = await readBackupArchive(createReadStream(file));
      expect(manifest.database).toMatchObject({ kind: "pglite", postgresVersion: expect.stringMatching(/^\d+\.\d+/) });
      expect(manifest.dataFolders).toContain("secrets");

      const inUse = await command("restore", [file], { DATA_DIR: source });
      expect(inUse).toMatchObject({ code: 1 });
      expect(inUse.output).toContain(`A server is using ${source}`);
    } finally {
      await stop(server);
    }
    expect(existsSync(path.join(source, "secrets", "ops-server.json"))).toBe(false);

    const cut = path.join(root, "cut.tar.gz");
    writeFileSync(cut, readFileSync(file).subarray(0, 200_000));
    const refused = await command("restore", [cut], { DATA_DIR: path.join(root, "never") });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Restore refused, nothing was written: the file is incomplete: it ends too early");
    expect(existsSync(path.join(root, "never"))).toBe(false);

    const put = await command("restore", [file], { DATA_DIR: restored });
    expect(put.output).toMatch(/Restored into .*: \d+ files/);
    expect(put.output).toMatch(/database rows: users 1, admins 1/);
    expect(put.code).toBe(0);
    const again = await command("restore", [file], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.output).toContain("is not empty");

    const started = await startServer({ NODE_ENV: "test", DATA_DIR: restored, SEED_DEMO_WORKSPACE: "false" });
    try {
      const login = await fetch(`${started.baseUrl}/api/v1/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(0);
    } finally {
      await stop(started);
    }
  }, 150_000);

  it("backs up a data folder no server holds by opening it", async () => {
    const offline = path.join(root, "offline.tar.gz");
    mkdirSync(path.join(restored, "storage", "u", "1"), { recursive: true });
    writeFileSync(path.join(restored, "storage", "u", "1", "kept.bin"), "bytes of a stored file");
    const made = await command("backup", [offline], { DATA_DIR: restored });
    expect(made.output).toContain(`No server is running on ${restored}: backing up the data folder directly.`);
    expect(made.code).toBe(0);
    const entries: string[] = [];
    await readBackupArchive(createReadStream(offline), async (entry, content) => {
      entries.push(entry.name);
      if (content) for await (const chunk of content) void chunk;
    });
    expect(entries).toContain("data/storage/u/1/kept.bin");
    expect(entries).toContain("database/pglite/PG_VERSION");
    expect((await command("backup", [offline], { DATA_DIR: restored })).output).toContain("already exists");
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)("with DATABASE_URL, names pg_dump for the database and backs up the data folder", async () => {
    const database = await createTestDatabase("postgres");
    if (database.config.kind !== "postgres") throw new Error("postgres expected");
    const url = database.config.url;
    try {
      const opened = await openDatabase(database.config);
      await runMigrations(opened);
      await opened.close();
      const folder = path.join(root, "pg-data");
      mkdirSync(path.join(folder, "storage", "u", "2"), { recursive: true });
      writeFileSync(path.join(folder, "storage", "u", "2", "clip.mp4"), "a stored video");
      const pgFile = path.join(root, "pg.tar.gz");
      const made = await command("backup", [pgFile], { DATA_DIR: folder, DATABASE_URL: url });
      expect(made.output).toContain('pg_dump --format=custom --file=cdp-database.dump "$DATABASE_URL"');
      expect(made.output).toContain("database: not included (PostgreSQL server: use pg_dump)");
      expect(made.code).toBe(0);

      const refused = await command("restore", [pgFile], { DATA_DIR: path.join(root, "pg-into-embedded") });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("holds the data folder of an installation on a PostgreSQL server, not its database");
      const put = await command("restore", [pgFile], { DATA_DIR: path.join(root, "pg-restored"), DATABASE_URL: url });
      expect(put.output).toContain("The database is not in this file: restore it with pg_restore");
      expect(put.code).toBe(0);
      expect(readFileSync(path.join(root, "pg-restored", "storage", "u", "2", "clip.mp4"), "utf8")).toBe("a stored video");
    } finally {
      await database.drop();
    }
  }, 60_000);
});
