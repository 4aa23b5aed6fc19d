import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inactivityJob } from "../../src/domains/back-office/back-office.jobs.ts";
import type { JobDefinition } from "../../src/queue/job-definition.ts";
import { eventually } from "../analytics/helpers.ts";
import { callerOf, loginOperator, messagesTo, registerOperator, uniqueEmail } from "../identity/helpers.ts";
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
});
