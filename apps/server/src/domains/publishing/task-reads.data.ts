import { and, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { platformAccounts, publishAttempts, publishCalls, publishItems, publishTasks } from "../../db/schema/index.ts";
import type { AttemptRow, CallRow, ItemRow, TaskRow, TaskWithCounts } from "./publishing.data.ts";

/** The task with its item counts (kept on the task row by the `publish_items_count` trigger). */
export function withCounts(task: TaskRow): TaskWithCounts {
  return {
    ...task,
    counts: { total: task.itemsTotal, distributing: task.itemsDistributing, succeeded: task.itemsSucceeded, failed: task.itemsFailed, unverified: task.itemsUnverified, cancelled: task.itemsCancelled },
  };
}

/** A task's reads (the task, its items, their attempts and calls) on `q`: the database, or a transaction. */
export function createTaskReads(q: AppDb) {
  return {
    async findTask(id: number, userId?: number): Promise<TaskWithCounts | null> {
      const [row] = await q
        .select()
        .from(publishTasks)
        .where(and(eq(publishTasks.id, id), userId !== undefined ? eq(publishTasks.userId, userId) : undefined))
        .limit(1);
      return row ? withCounts(row) : null;
    },

    async itemsOfTask(taskId: number): Promise<(ItemRow & { accountName: string })[]> {
      const rows = await q
        .select({ item: publishItems, accountName: platformAccounts.name })
        .from(publishItems)
        .innerJoin(platformAccounts, eq(platformAccounts.id, publishItems.accountId))
        .where(eq(publishItems.taskId, taskId))
        .orderBy(publishItems.scheduledAt, publishItems.id);
      return rows.map((row) => ({ ...row.item, accountName: row.accountName }));
    },

    async attemptsOf(itemIds: number[]): Promise<AttemptRow[]> {
      if (itemIds.length === 0) return [];
      return q.select().from(publishAttempts).where(inArray(publishAttempts.itemId, itemIds)).orderBy(publishAttempts.itemId, publishAttempts.attempt);
    },

    /** Every recorded call of these items, oldest first. */
    async callsOf(itemIds: number[]): Promise<CallRow[]> {
      if (itemIds.length === 0) return [];
      return q.select().from(publishCalls).where(inArray(publishCalls.itemId, itemIds)).orderBy(publishCalls.itemId, publishCalls.id);
    },
  };
}

export type TaskReads = ReturnType<typeof createTaskReads>;

/**
 * Runs `read` in one read-only snapshot (REPEATABLE READ): a task's kept counts, its items' states and
 * their attempts are all as of one moment. Read one after another on their own, a target finishing in
 * between showed counts its rows disagreed with until the next refresh.
 */
export function readTaskSnapshot<T>(db: AppDb, read: (reads: TaskReads) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(createTaskReads(tx as unknown as AppDb)), { isolationLevel: "repeatable read", accessMode: "read only" });
}
