import type { OperatorRow } from "@cdp/contracts";
import { eq, sql } from "drizzle-orm";
import { users } from "../../src/db/schema/index.ts";
import { adminCaller } from "./helpers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inactivityJob } from "../../src/domains/back-office/back-office.jobs.ts";
import type { JobDefinition } from "../../src/queue/job-definition.ts";
import { eventually } from "../analytics/helpers.ts";
import { callerOf, createAdmin, loginAdmin, loginOperator, messagesTo, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe.each(testDrivers)("inactivity reclaim on %s", (driver) => {
  let runtime: TestRuntime;
  const clock = createTestClock(Date.UTC(2027, 0, 10));
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, {}, undefined, { clock: clock.now });
  });
  afterAll(async () => runtime?.dispose());

  /** Queues the daily job and waits until a worker has finished it. */
  async function runDaily(definition: JobDefinition<object> = inactivityJob) {
    const id = await runtime.queue.send(definition, {});
    await eventually(async () => {
      const result = (await runtime.database.db.execute(sql`select state from pgboss.job where id = ${id}::uuid`)) as unknown as { rows: { state: string }[] };
      const state = result.rows[0]?.state;
      if (state === "failed") throw new Error("the inactivity job failed");
      return state === "completed";
    });
  }
  const signIn = (email: string) => callerOf(runtime).post("/api/v1/user/login", { account: email, password: "Passw0rd" });
  const statusOf = async (email: string) => ((await runtime.database.db.execute(sql`select status from users where email = ${email}`)) as unknown as { rows: { status: string }[] }).rows[0]?.status;
  const warningsTo = async (email: string) => (await messagesTo(runtime, email)).filter((message) => message.subject.includes("账号长期未登录提醒"));

  it("warns after two months without sign-in, then disables sign-in (data kept) when the warning period ends, unless the operator came back", async () => {
    const [away, back, recent] = [uniqueEmail("away"), uniqueEmail("back"), uniqueEmail("recent")];
    for (const email of [away, back, recent]) {
      await registerOperator(runtime, email);
      await loginOperator(runtime, email, "Passw0rd");
    }

    clock.advance(58 * DAY_MS);
    await loginOperator(runtime, recent, "Passw0rd");
    await runDaily();
    expect(await warningsTo(away)).toEqual([]);

    clock.advance(2 * DAY_MS);
    await runDaily();
    await eventually(async () => (await warningsTo(away)).length === 1 && (await warningsTo(back)).length === 1);
    const [warning] = await warningsTo(away);
    expect(warning!.text).toContain("two consecutive months");
    expect(warning!.text).toContain("连续两个月未登录");
    await runDaily();
    expect(await warningsTo(away)).toHaveLength(1);
    expect(await warningsTo(recent)).toEqual([]);

    clock.advance(HOUR_MS);
    await loginOperator(runtime, back, "Passw0rd");
    clock.advance(14 * DAY_MS - HOUR_MS - 1);
    await runDaily();
    expect(await statusOf(away)).toBe("active");

    clock.advance(1);
    await runDaily();
    expect(await statusOf(away)).toBe("disabled");
    const refused = await signIn(away);
    expect(refused.json().code).not.toBe(0);
    expect(await statusOf(back)).toBe("active");
    expect((await signIn(back)).json().code).toBe(0);
    expect((await signIn(recent)).json().code).toBe(0);
  });

  it("applies the administrators' reclaim setting: move to the free plan, or only flag", async () => {
    const adminEmail = uniqueEmail("reclaim-admin");
    await createAdmin(runtime, adminEmail, "Adminpass1", clock.now());
    // Signs in again after the clock moved past the session's lifetime.
    const asAdmin = async () => adminCaller(runtime, await loginAdmin(runtime, adminEmail, "Adminpass1"));
    let admin = await asAdmin();
    const [paid, flagged] = [uniqueEmail("reclaim-paid"), uniqueEmail("reclaim-flag")];
    for (const email of [paid, flagged]) {
      await registerOperator(runtime, email);
      await loginOperator(runtime, email, "Passw0rd");
    }
    const paidId = (await runtime.database.db.select({ id: users.id }).from(users).where(eq(users.email, paid)))[0]!.id;
    const planned = await admin("POST", "/userInfo/plan", { id: paidId, plan: "pro", planEndsAt: null });
    expect(planned.json().code, planned.body).toBe(1);
    expect((await admin("POST", "/settings/plan-rules", { memberOnly: ["analytics"], reclaim: { action: "freePlan", warningDays: 3 } })).json().code).toBe(1);

    // 用户管理 shows the flag: warned, then reclaimed and how.
    const inactivityOf = async (email: string) => ((await admin("POST", "/userInfo/page", { keyword: email })).json().data.list[0] as OperatorRow).inactivity;
    expect(await inactivityOf(paid)).toBeNull();
    clock.advance(62 * DAY_MS);
    await runDaily();
    admin = await asAdmin();
    const warnedAt = clock.now().toISOString();
    expect(await inactivityOf(paid)).toEqual({ warnedAt, reclaimedAt: null, reclaimAction: null });
    clock.advance(3 * DAY_MS);
    await runDaily();
    const planOf = async (email: string) => (await runtime.database.db.select({ plan: users.plan, status: users.status }).from(users).where(eq(users.email, email)))[0];
    expect(await planOf(paid)).toEqual({ plan: "free", status: "active" });
    expect(await inactivityOf(paid)).toEqual({ warnedAt, reclaimedAt: clock.now().toISOString(), reclaimAction: "freePlan" });

    admin = await asAdmin();
    expect((await admin("POST", "/settings/plan-rules", { memberOnly: ["analytics"], reclaim: { action: "flagOnly", warningDays: 3 } })).json().code).toBe(1);
    await loginOperator(runtime, flagged, "Passw0rd");
    clock.advance(62 * DAY_MS);
    await runDaily();
    clock.advance(3 * DAY_MS);
    await runDaily();
    expect(await planOf(flagged)).toEqual({ plan: "free", status: "active" });
    expect((await warningsTo(flagged)).length).toBeGreaterThan(0);
    expect((await signIn(flagged)).json().code).toBe(0);
    // Back again: the next daily run clears the flag.
    await runDaily();
    admin = await asAdmin();
    expect(await inactivityOf(flagged)).toBeNull();
  });
});
