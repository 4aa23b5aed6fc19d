import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CHANNEL } from "../../src/domains/identity/seed.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, lastCodeTo, uniqueEmail, uniqueIp } from "./helpers.ts";

describe.each(testDrivers)("dev outbox and channels on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it("shows every message at /dev/outbox, newest first, escaped", async () => {
    const first = uniqueEmail("first");
    const second = `<b>${uniqueEmail("second")}</b>`.replace(/[<>/]/g, "x");
    await callerOf(runtime, { ip: uniqueIp() }).post("/api/v1/user/sendRegEmailCode", { email: first });
    await callerOf(runtime, { ip: uniqueIp(), language: "en" }).post("/api/v1/user/sendRegEmailCode", { email: second });

    const page = await runtime.app.inject({ url: "/dev/outbox", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("开发发件箱 · Dev outbox");
    expect(page.body).toContain(await lastCodeTo(runtime, first));
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));

    const json = await runtime.app.inject({ url: "/dev/outbox.json?limit=1" });
    expect(json.json()).toEqual([expect.objectContaining({ recipient: second, channel: "email", locale: "en" })]);
  });

  it("documents every identity route in OpenAPI with an operationId", async () => {
    const document = (await runtime.app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const identity = Object.entries(document.paths).filter(([path]) => /^\/(admin\/)?api\/v1\/(user|channel)\//.test(path));
    const operations = identity.flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, ...op })));
    expect(operations.length).toBeGreaterThanOrEqual(19);
    for (const operation of operations) expect(operation.operationId, `${operation.method} ${operation.path}`).toMatch(/^[a-zA-Z]+$/);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(document.paths["/admin/api/v1/user/logout"]?.get?.operationId).toBe("adminLogout");
  });

  it("serves a channel's login picture to anyone", async () => {
    const response = await runtime.app.inject({ url: "/api/v1/channel/1" });
    expect(response.json()).toEqual({ code: 0, msg: "ok", data: { id: 1, ...DEFAULT_CHANNEL } });
    expect((await runtime.app.inject({ url: "/api/v1/channel/999" })).statusCode).toBe(404);
    expect((await runtime.app.inject({ url: "/api/v1/channel/abc" })).statusCode).toBe(400);
  });
});

describe("in production", () => {
  it("does not serve the dev outbox", async () => {
    const runtime = await startTestRuntime("pglite", { NODE_ENV: "production" });
    try {
      const page = await runtime.app.inject({ url: "/dev/outbox", headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 404 });
    } finally {
      await runtime.dispose();
    }
  });
});
