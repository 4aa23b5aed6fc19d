import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthSchema } from "@cdp/contracts";
import { startTestRuntime, type TestRuntime } from "./test-runtime.ts";
import { testDrivers } from "./test-database.ts";

describe.each(testDrivers)("GET /api/v1/health on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it("reports the database and the job queue as working", async () => {
    const response = await runtime.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    const health = healthSchema.parse(body.data);
    expect(health.status).toBe("ok");
    expect(health.database).toMatchObject({ ok: true, driver });
    expect(health.queue).toMatchObject({ ok: true, started: true, working: true });
    expect(health.runMode).toBe("all");
  });

  it("shows the worker heartbeat once a worker has run the heartbeat job", async () => {
    let heartbeat: string | null = null;
    for (let attempt = 0; attempt < 40 && !heartbeat; attempt += 1) {
      const response = await runtime.app.inject({ method: "GET", url: "/api/v1/health" });
      heartbeat = response.json().data.queue.lastWorkerHeartbeatAt;
      if (!heartbeat) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(heartbeat).not.toBeNull();
    expect(Date.now() - Date.parse(heartbeat as string)).toBeLessThan(60_000);
  });
});

describe("health when the database is gone", () => {
  it("answers 503 with the failing part named", async () => {
    const runtime = await startTestRuntime("pglite");
    try {
      await runtime.database.close();
      const response = await runtime.app.inject({ method: "GET", url: "/api/v1/health" });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.code).toBe(503);
      expect(body.data.status).toBe("degraded");
      expect(body.data.database.ok).toBe(false);
    } finally {
      await runtime.app.close();
      await runtime.queue.stop(1000).catch(() => undefined);
      runtime.removeTempFolders();
    }
  });
});
