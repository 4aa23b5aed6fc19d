import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { lapsePlansJob } from "../../src/domains/plans/plans.jobs.ts";
import { newOperator } from "../accounts/helpers.ts";
import { DAY_MS } from "../analytics/helpers.ts";
import { adminCaller } from "../back-office/helpers.ts";
import { loginAdmin } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";

describe.each(testDrivers)("the dev clock and jobs, on %s", (driver) => {
  const clock = createTestClock();
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, { NODE_ENV: "development" }, undefined, { clock: clock.now });
  });
  afterAll(async () => runtime?.dispose());
  const local = (method: "GET" | "PUT" | "POST", url: string, payload?: object, remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
    runtime.app.inject({ method, url, remoteAddress, headers, ...(payload ? { payload } : {}) });

  it("moves the app's clock ahead: a redeemed cycle starts at the moved time", async () => {
    const moved = await local("PUT", "/dev/clock", { offsetMs: 5 * DAY_MS });
    expect(moved.json()).toEqual({ now: new Date(clock.now().getTime() + 5 * DAY_MS).toISOString(), offsetMs: 5 * DAY_MS });
    try {
      const admin = adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password));
      const code = (await admin("POST", "/plan/redeem-codes", { durationDays: 1 })).json().data.list[0].code;
      const operator = await newOperator(runtime, "dev-clock");
      const redeemed = await operator.post("/api/v1/plan/redeem", { code });
      expect(redeemed.json().data.cycleEndsAt).toBe(new Date(clock.now().getTime() + 6 * DAY_MS).toISOString());
    } finally {
      await local("PUT", "/dev/clock", { offsetMs: 0 });
    }
    expect((await local("GET", "/dev/clock", undefined, "::1")).json()).toEqual({ now: clock.now().toISOString(), offsetMs: 0 });
  });

  it("runs a scheduled job now and answers once it has finished; other names are not found", async () => {
    const ran = await local("POST", `/dev/jobs/${lapsePlansJob.name}`);
    expect([ran.statusCode, ran.json()]).toEqual([200, { name: "plans.lapse", id: expect.any(String), state: "completed" }]);
    expect((await local("POST", "/dev/jobs/no.such.job")).statusCode).toBe(404);
    expect((await local("POST", "/dev/jobs/mail.send")).statusCode).toBe(404);
  });

  it("refuses bad offsets without a server error", async () => {
    for (const payload of [{ offsetMs: -1 }, { offsetMs: 1.5 }, { offsetMs: "1" }, {}]) {
      const answer = await local("PUT", "/dev/clock", payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("answers this machine only, never through a proxy", async () => {
    for (const [address, headers] of [
      ["192.168.1.20", {}],
      ["127.0.0.1", { "x-forwarded-for": "203.0.113.9" }],
    ] as const) {
      expect((await local("GET", "/dev/clock", undefined, address, headers)).statusCode).toBe(403);
      expect((await local("PUT", "/dev/clock", { offsetMs: DAY_MS }, address, headers)).statusCode).toBe(403);
      expect((await local("POST", `/dev/jobs/${lapsePlansJob.name}`, undefined, address, headers)).statusCode).toBe(403);
    }
    expect((await local("GET", "/dev/clock")).json().offsetMs).toBe(0);
  });
});

describe("the dev clock in production", () => {
  it("does not exist", async () => {
    const runtime = await startTestRuntime("pglite", { NODE_ENV: "production" });
    try {
      for (const [method, url] of [["GET", "/dev/clock"], ["PUT", "/dev/clock"], ["POST", `/dev/jobs/${lapsePlansJob.name}`]] as const) {
        const answer = await runtime.app.inject({ method, url, remoteAddress: "127.0.0.1", ...(method === "PUT" ? { payload: { offsetMs: DAY_MS } } : {}) });
        expect(answer.statusCode, url).toBe(404);
      }
    } finally {
      await runtime.dispose();
    }
  });
});
