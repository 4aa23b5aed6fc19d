import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { publishItems } from "../../db/schema/index.ts";
import type { Clock } from "../../clock.ts";
import type { Enqueue } from "./item-outcome.ts";
import type { PublishingTuning } from "./publishing-tuning.ts";

const BATCH = 500;

/**
 * Finds items no worker is on although they should be moving, and sends them on. An item a worker
 * held (an upload or a status check) is stuck as soon as its lease has expired; a waiting
 * item only once it has been due for `sweepGraceMs` (its job may simply be queued). Sending twice
 * is harmless: a job only works on an item whose lease it takes.
 */
export function createSweeper(deps: { db: AppDb; enqueue: Enqueue; clock: Clock; tuning: PublishingTuning }) {
  return async function sweep(): Promise<{ run: number; poll: number }> {
    const now = deps.clock();
    const stale = new Date(now.getTime() - deps.tuning.sweepGraceMs);
    const unleased = sql`(${publishItems.leaseUntil} is null or ${publishItems.leaseUntil} < ${now})`;
    const leaseExpired = sql`${publishItems.leaseUntil} < ${now}`;
    const toRun = await deps.db
      .select({ id: publishItems.id })
      .from(publishItems)
      .where(
        and(
          eq(publishItems.status, 0),
          or(
            and(inArray(publishItems.phase, ["waiting", "waiting_quota", "uploading"]), leaseExpired),
            and(inArray(publishItems.phase, ["waiting", "waiting_quota", "uploading"]), lt(publishItems.scheduledAt, stale), lt(publishItems.updatedAt, stale), unleased),
          ),
        ),
      )
      .limit(BATCH);
    const pollDue = new Date(now.getTime() - deps.tuning.pollIntervalMs * 3);
    const toPoll = await deps.db
      .select({ id: publishItems.id })
      .from(publishItems)
      .where(
        and(
          or(and(eq(publishItems.status, 0), eq(publishItems.phase, "processing")), and(eq(publishItems.status, 1), eq(publishItems.linkPending, true), sql`${publishItems.pollUntil} > ${now}`)),
          or(leaseExpired, and(unleased, lt(publishItems.updatedAt, pollDue), lt(publishItems.scheduledAt, pollDue))),
        ),
      )
      .limit(BATCH);
    for (const { id } of toRun) await deps.enqueue.run(id, now);
    for (const { id } of toPoll) await deps.enqueue.poll(id, now);
    return { run: toRun.length, poll: toPoll.length };
  };
}
