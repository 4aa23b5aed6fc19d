import { and, eq, getTableColumns, inArray, notExists, sql, type SQL } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { publishItems, publishTasks } from "../../db/schema/index.ts";
import type { ItemChanges, ItemRow, TaskRow } from "./publishing.data.ts";

export type LeasePhase = ItemRow["phase"];
/** A claimed item with its task, and the owner of the expired lease this claim took over (null when the item was free). */
export type ClaimedItem = ItemRow & { takenOverFrom: string | null; task: TaskRow };

/** The lease was taken over (it expired while this worker was stalled): stop without touching the item. */
export class LeaseLostError extends Error {
  constructor(itemId: number) {
    super(`the lease of publish item ${itemId} was lost`);
    this.name = "LeaseLostError";
  }
}

/**
 * The exactly-once guard. Only the holder of an item's live lease may call a platform for it, and
 * every write of the run is conditional on still holding it. Claiming is one transaction that
 * takes a lock named after the account, so two workers never claim two items of one account at
 * once (posts of an account never run concurrently), nor the same item twice.
 */
export function createItemLeases(db: AppDb, leaseMs: number) {
  const held = (itemId: number, owner: string) => and(eq(publishItems.id, itemId), eq(publishItems.leaseOwner, owner));

  return {
    /**
     * Takes the item for `owner` when it is open (status 0), in one of `phases`, due, not leased, and no
     * other item of its account holds a live lease. Null when any of that is not so.
     * `sharedAccount` (status checks, which may run beside the account's next upload) skips the
     * account rule: the claim is then a single statement.
     */
    async claim(itemId: number, owner: string, phases: LeasePhase[], now: Date, options: { statuses?: number[]; sharedAccount?: boolean } = {}): Promise<ClaimedItem | "account_busy" | null> {
      const claimable = and(
        inArray(publishItems.status, options.statuses ?? [0]),
        inArray(publishItems.phase, phases),
        sql`${publishItems.scheduledAt} <= ${new Date(now.getTime() + 1000)}`,
        sql`(${publishItems.leaseUntil} is null or ${publishItems.leaseUntil} < ${now})`,
      );
      // The row is locked before it is read, so the owner it names is the one this claim replaces.
      const previous = db.select({ id: publishItems.id, taskId: publishItems.taskId, owner: sql<string | null>`${publishItems.leaseOwner}`.as("previous_owner") }).from(publishItems).where(eq(publishItems.id, itemId)).for("update").as("previous");
      const take = (db: AppDb, accountFree?: SQL) =>
        db
          .update(publishItems)
          .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs), startedAt: sql`coalesce(${publishItems.startedAt}, ${now})`, updatedAt: now })
          .from(previous)
          .innerJoin(publishTasks, eq(publishTasks.id, previous.taskId))
          .where(and(eq(publishItems.id, previous.id), claimable, accountFree))
          .returning({ item: getTableColumns(publishItems), takenOverFrom: previous.owner, task: getTableColumns(publishTasks) });
      const claimedItem = (rows: { item: ItemRow; takenOverFrom: string | null; task: TaskRow }[]): ClaimedItem | null => {
        const [row] = rows;
        return row ? { ...row.item, takenOverFrom: row.takenOverFrom, task: row.task } : null;
      };
      if (options.sharedAccount) return claimedItem(await take(db));

      return db.transaction(async (tx) => {
        // Claims of one account's items queue on its lock; each then sees the leases taken before it.
        const [target] = await tx
          .select({ accountId: publishItems.accountId, locked: sql`pg_advisory_xact_lock(hashtext('publish-account'), ${publishItems.accountId})` })
          .from(publishItems)
          .where(eq(publishItems.id, itemId));
        if (!target) return null;
        const otherLeaseOfAccount = (id: typeof publishItems.id) =>
          tx
            .select({ id: publishItems.id })
            .from(publishItems)
            .where(and(eq(publishItems.accountId, target.accountId), sql`${id} <> ${itemId}`, sql`${publishItems.leaseUntil} > ${now}`));
        const claimed = claimedItem(await take(tx, notExists(otherLeaseOfAccount(publishItems.id).limit(1))));
        if (claimed) return claimed;
        const [busy] = await otherLeaseOfAccount(publishItems.id).limit(1);
        return busy ? "account_busy" : null;
      });
    },

    /** Writes `changes` only while `owner` holds the lease, extending it; throws `LeaseLostError` otherwise. */
    async update(itemId: number, owner: string, changes: ItemChanges, now: Date): Promise<ItemRow> {
      const [row] = await db
        .update(publishItems)
        .set({ ...changes, leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
        .where(held(itemId, owner))
        .returning();
      if (!row) throw new LeaseLostError(itemId);
      return row;
    },

    /** Writes the final or waiting state of the run and gives the lease up. */
    async release(itemId: number, owner: string, changes: ItemChanges, now: Date): Promise<ItemRow> {
      const [row] = await db
        .update(publishItems)
        .set({ ...changes, leaseOwner: null, leaseUntil: null, updatedAt: now })
        .where(held(itemId, owner))
        .returning();
      if (!row) throw new LeaseLostError(itemId);
      return row;
    },

    /** Keeps the lease alive while a long call runs (a chunk can take minutes). */
    keepAlive(itemId: number, owner: string, now: () => Date, everyMs = Math.max(1000, Math.floor(leaseMs / 3))) {
      const timer = setInterval(() => {
        db.update(publishItems)
          .set({ leaseUntil: new Date(now().getTime() + leaseMs) })
          .where(held(itemId, owner))
          .catch(() => undefined);
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type ItemLeases = ReturnType<typeof createItemLeases>;
