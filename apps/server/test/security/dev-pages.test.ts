import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/env.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";

describe.each(testDrivers)("development-only pages answer this machine only, on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, { NODE_ENV: "development" });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: "GET", url, remoteAddress, headers });

  it("shows the dev outbox to a browser on the server's own machine", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const page = await get("/dev/outbox", address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body).toContain("<html");
      expect((await get("/dev/outbox.json", address)).statusCode).toBe(200);
    }
  });

  it("refuses the outbox to other machines, and to anything that came through a proxy, with a page that says why", async () => {
    for (const [address, headers] of [
      ["192.168.1.20", {}],
      ["10.0.0.7", {}],
      ["127.0.0.1", { "x-forwarded-for": "203.0.113.9" }],
      ["127.0.0.1", { forwarded: "for=203.0.113.9" }],
    ] as const) {
      for (const url of ["/dev/outbox", "/dev/outbox.json", "/dev/outbox?limit=5"]) {
        const page = await get(url, address, headers);
        expect(page.statusCode, `${url} from ${address}`).toBe(403);
        expect(page.body).toContain("开发用页面仅限本机访问");
        expect(page.body).toContain("Development pages answer this machine only");
        expect(page.body).not.toMatch(/\d{6}/);
      }
    }
  });

  it("keeps the sandbox control routes to this machine", async () => {
    expect((await get("/sandbox/_control/faults", "127.0.0.1")).statusCode).toBe(200);
    const remote = await runtime.app.inject({ method: "PUT", url: "/sandbox/_control/faults", remoteAddress: "192.168.1.20", payload: { rate: 1 } });
    expect(remote.statusCode).toBe(403);
    expect((await get("/sandbox/_control/faults", "192.168.1.20")).statusCode).toBe(403);
  });

  it("listens on this machine only unless HOST says otherwise, and on every interface in production", () => {
    expect(loadConfig({ NODE_ENV: "development" }).host).toBe("localhost");
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "production", ADMIN_PASSWORD: "Str0ngpassword" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });
});
