import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { publishItems } from "../../db/schema/index.ts";
import type { Clock } from "../../clock.ts";
import type { Enqueue } from "./item-outcome.ts";
import type { PublishingTuning } from "./publishing-tuning.ts";
import { stuckRules } from "./stuck-items.ts";

const BATCH = 500;

export type SweepOptions = {
  /**
   * A starting worker's sweep: items due with no lease and untouched since the worker started are
   * sent on at once, without the grace a queued job gets. A worker that died held the jobs it had
   * fetched but not begun (the queue keeps them as taken), and their items would otherwise wait out
   * the grace and the next minute's sweep. Items of jobs sent since have live jobs: left alone.
   */
  workerStartedAt?: Date;
};

/**
 * Finds items no worker is on although they should be moving (`stuckRules`), and sends them on,
 * together with the slow link checks of posts still in moderation. Sending twice is harmless: a
 * job only works on an item whose lease it takes.
 */
export function createSweeper(deps: { db: AppDb; enqueue: Enqueue; clock: Clock; tuning: PublishingTuning }) {
  return async function sweep(options: SweepOptions = {}): Promise<{ run: number; poll: number }> {
    const now = deps.clock();
    const sinceStart = options.workerStartedAt ? Math.max(0, now.getTime() - options.workerStartedAt.getTime()) : Infinity;
    const rules = stuckRules(now, { ...deps.tuning, sweepGraceMs: Math.min(deps.tuning.sweepGraceMs, sinceStart) });
    const toRun = await deps.db.select({ id: publishItems.id }).from(publishItems).where(rules.toRun).limit(BATCH);
    const toPoll = await deps.db
      .select({ id: publishItems.id })
      .from(publishItems)
      .where(
        and(
          or(and(eq(publishItems.status, 0), inArray(publishItems.phase, ["processing", "verifying"])), and(eq(publishItems.status, 1), eq(publishItems.linkPending, true), sql`${publishItems.pollUntil} > ${now}`)),
          rules.pollOverdue,
        ),
      )
      .limit(BATCH);
    for (const { id } of toRun) await deps.enqueue.run(id, now);
    for (const { id } of toPoll) await deps.enqueue.poll(id, now);
    return { run: toRun.length, poll: toPoll.length };
  };
}
