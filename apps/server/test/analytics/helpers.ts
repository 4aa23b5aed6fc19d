import { eq, sql } from "drizzle-orm";
import { users } from "../../src/db/schema/index.ts";
import { collectAnalyticsJob } from "../../src/domains/analytics/analytics.jobs.ts";
import type { JobDefinition } from "../../src/queue/job-definition.ts";
import { analyticsAccountDays } from "../../src/db/schema/index.ts";
import type { StoredDay } from "../../src/domains/analytics/analytics.data.ts";
import { createAnalyticsData } from "../../src/domains/analytics/analytics.data.ts";
import { consent, followToServer, operatorApi, type AccountsWorld, type Operator } from "../accounts/helpers.ts";
import { loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import type { TestRuntime } from "../test-runtime.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Waits for background work (a queued job) to show its effect. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error("the background work did not happen in time");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function makePaid(runtime: TestRuntime, operatorEmail: string) {
  await runtime.database.db.update(users).set({ plan: "pro" }).where(eq(users.email, operatorEmail));
}

/** Links a sandbox YouTube channel through the web flow; returns the new account's id. */
export async function linkYoutube(runtime: TestRuntime, operator: Operator, account = "google-demo-1"): Promise<number> {
  const started = await operator.post("/api/v1/accounts/link", { platform: "youtube", method: "redirect" });
  const landed = await followToServer(runtime, await consent(started.json().data.authUrl, { decision: "allow", account }));
  const linked = new URL(landed.headers.location as string, "http://x").searchParams.get("linked");
  if (!linked) throw new Error(`linking failed: ${landed.headers.location}`);
  return Number(linked);
}

/** Runs the hourly collection through the queue and waits until `accountId` has a row for `day`. */
export async function collectUntil(world: AccountsWorld, accountId: number, day: string) {
  await world.runtime.queue.send(collectAnalyticsJob, {});
  return eventually(async () => {
    const rows = await world.runtime.database.db.select().from(analyticsAccountDays).where(eq(analyticsAccountDays.accountId, accountId));
    return rows.some((row) => row.day === day) && rows.sort((a, b) => a.day.localeCompare(b.day));
  });
}

/** Known daily figures written straight into the history (with the rollup), for query tests. */
export async function storeDays(runtime: TestRuntime, accountId: number, days: { day: string; views: number; fans?: number }[]) {
  const data = createAnalyticsData(runtime.database.db);
  let views = 0;
  const rows: StoredDay[] = days.map((entry) => {
    views += entry.views;
    return { accountId, day: entry.day, views, likes: 0, fans: entry.fans ?? 0, videos: 1, viewsGained: entry.views, likesGained: 0, fansGained: 0, gainedOverDays: 1, source: "demo" };
  });
  await data.saveDays(rows);
  await data.rebuildMonths([accountId]);
}

/** A freshly registered operator on a paid plan, signed in. */
export async function paidOperator(runtime: TestRuntime, label: string): Promise<Operator> {
  const email = uniqueEmail(label);
  await registerOperator(runtime, email);
  await makePaid(runtime, email);
  return operatorApi(runtime, await loginOperator(runtime, email, "Passw0rd"));
}

/** Sends a job through the queue and waits until pg-boss says it completed (the run is over, whatever it did). */
export async function runJob<T>(runtime: TestRuntime, definition: JobDefinition<T>, payload: T): Promise<void> {
  const id = await runtime.queue.send(definition, payload);
  if (!id) throw new Error(`${definition.name} was not queued`);
  await eventually(async () => {
    const result = await runtime.database.db.execute(sql`select state from pgboss.job where id = ${id}`);
    const state = (result as unknown as { rows: { state: string }[] }).rows[0]?.state;
    if (state === "failed") throw new Error(`${definition.name} failed`);
    return state === "completed";
  });
}
