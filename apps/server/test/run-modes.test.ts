import { afterEach, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "./test-runtime.ts";

describe("run modes", () => {
  let runtime: TestRuntime | undefined;
  afterEach(async () => {
    await runtime?.dispose();
    runtime = undefined;
  });

  it("api mode serves everything but consumes no jobs", async () => {
    runtime = await startTestRuntime("pglite", { RUN_MODE: "api" });
    const health = (await runtime.app.inject({ url: "/api/v1/health" })).json().data;
    expect(health).toMatchObject({ runMode: "api", queue: { started: true, working: false } });
    expect((await runtime.app.inject({ url: "/CRM/homePage" })).statusCode).toBe(200);
  });

  it("worker mode answers health only", async () => {
    runtime = await startTestRuntime("pglite", { RUN_MODE: "worker" });
    const health = await runtime.app.inject({ url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ runMode: "worker", queue: { working: true } });
    expect((await runtime.app.inject({ url: "/CRM/homePage" })).statusCode).toBe(404);
    expect((await runtime.app.inject({ url: "/admin/api/v1/user/getUserInfo" })).statusCode).toBe(404);
  });
});
