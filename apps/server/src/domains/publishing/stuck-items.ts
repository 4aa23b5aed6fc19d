import type { StuckItemPageQuery } from "@cdp/contracts";
import { and, count, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { platformAccounts, publishItems, publishTasks, users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import type { Enqueue } from "./item-outcome.ts";
import type { PublishingTuning } from "./publishing-tuning.ts";

const RUN_PHASES = ["waiting", "waiting_quota", "uploading"] as const;

const sortColumns = { updatedAt: publishItems.updatedAt, attempt: publishItems.attempt, leaseUntil: publishItems.leaseUntil };

/**
 * When an item no worker is on should be moving (the sweeper's rule, and the system health page's
 * "stuck past its deadline"). An item a worker held is stuck as soon as its lease has expired; a
 * waiting item once it has been due for `sweepGraceMs` (its job may simply be queued); an item the
 * platform processes once no status check touched it for three poll intervals.
 */
export function stuckRules(now: Date, tuning: Pick<PublishingTuning, "sweepGraceMs" | "pollIntervalMs">) {
  const stale = new Date(now.getTime() - tuning.sweepGraceMs);
  const pollDue = new Date(now.getTime() - tuning.pollIntervalMs * 3);
  const unleased = sql`(${publishItems.leaseUntil} is null or ${publishItems.leaseUntil} < ${now})`;
  const leaseExpired = sql`${publishItems.leaseUntil} < ${now}`;
  return {
    /** Open items whose upload should be (re)started. */
    toRun: and(
      eq(publishItems.status, 0),
      inArray(publishItems.phase, [...RUN_PHASES]),
      or(leaseExpired, and(lt(publishItems.scheduledAt, stale), lt(publishItems.updatedAt, stale), unleased)),
    ) as SQL,
    /** Items whose status check is overdue (whatever their status). */
    pollOverdue: or(leaseExpired, and(unleased, lt(publishItems.updatedAt, pollDue), lt(publishItems.scheduledAt, pollDue))) as SQL,
  };
}

function stuckOpenItems(now: Date, tuning: PublishingTuning): SQL {
  const rules = stuckRules(now, tuning);
  return or(rules.toRun, and(eq(publishItems.status, 0), inArray(publishItems.phase, ["processing", "verifying"]), rules.pollOverdue)) as SQL;
}

/** The stuck items an administrator sees, and their retry: the job the sweeper would send, sent now. */
export function createStuckItems(deps: { db: AppDb; enqueue: Enqueue; clock: Clock; tuning: PublishingTuning }) {
  const { db } = deps;
  return {
    async page(query: { offset: number; limit: number } & Pick<StuckItemPageQuery, "sortBy" | "sortOrder">) {
      const where = stuckOpenItems(deps.clock(), deps.tuning);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            item: publishItems,
            taskTitle: publishTasks.title,
            accountName: platformAccounts.name,
            owner: { id: users.id, email: users.email, nickname: users.nickname },
          })
          .from(publishItems)
          .innerJoin(publishTasks, eq(publishTasks.id, publishItems.taskId))
          .innerJoin(platformAccounts, eq(platformAccounts.id, publishItems.accountId))
          .leftJoin(users, eq(users.id, publishItems.userId))
          .where(where)
          .orderBy(...sortedBy(sortColumns, query, publishItems.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(publishItems).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(publishItems).where(stuckOpenItems(deps.clock(), deps.tuning));
      return row?.total ?? 0;
    },

    /**
     * Sends the stuck item on: its upload job, or its status check while the platform processes it.
     * The job only works on the item once it takes the item's lease, so a retry never posts twice.
     */
    async retry(itemId: number): Promise<{ id: number; job: "publish" | "status" }> {
      const now = deps.clock();
      const [exists] = await db.select({ id: publishItems.id }).from(publishItems).where(eq(publishItems.id, itemId));
      if (!exists) throw new AppError("NOT_FOUND");
      const [stuck] = await db
        .select({ id: publishItems.id, phase: publishItems.phase })
        .from(publishItems)
        .where(and(eq(publishItems.id, itemId), stuckOpenItems(now, deps.tuning)));
      if (!stuck) throw new AppError("CONFLICT", { messageKey: "systemHealth.item.notStuck" });
      if (stuck.phase === "processing" || stuck.phase === "verifying") {
        await deps.enqueue.poll(stuck.id, now);
        return { id: stuck.id, job: "status" };
      }
      await deps.enqueue.run(stuck.id, now);
      return { id: stuck.id, job: "publish" };
    },
  };
}

export type StuckItems = ReturnType<typeof createStuckItems>;
