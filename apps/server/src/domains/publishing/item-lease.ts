import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { publishItems } from "../../db/schema/index.ts";
import type { ItemChanges, ItemRow } from "./publishing.data.ts";

export type LeasePhase = ItemRow["phase"];
/** A claimed item, with the owner of the expired lease this claim took over (null when the item was free). */
export type ClaimedItem = ItemRow & { takenOverFrom: string | null };

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
     */
    async claim(itemId: number, owner: string, phases: LeasePhase[], now: Date, options: { statuses?: number[]; sharedAccount?: boolean } = {}): Promise<ClaimedItem | "account_busy" | null> {
      return db.transaction(async (tx) => {
        const [target] = await tx.select({ accountId: publishItems.accountId, leaseOwner: publishItems.leaseOwner }).from(publishItems).where(eq(publishItems.id, itemId));
        if (!target) return null;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('publish-account'), ${target.accountId})`);
        const [busy] = options.sharedAccount
          ? []
          : await tx
          .select({ id: publishItems.id })
          .from(publishItems)
          .where(and(eq(publishItems.accountId, target.accountId), sql`${publishItems.id} <> ${itemId}`, sql`${publishItems.leaseUntil} > ${now}`))
          .limit(1);
        const [claimed] = await tx
          .update(publishItems)
          .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs), startedAt: sql`coalesce(${publishItems.startedAt}, ${now})`, updatedAt: now })
          .where(
            and(
              eq(publishItems.id, itemId),
              inArray(publishItems.status, options.statuses ?? [0]),
              inArray(publishItems.phase, phases),
              sql`${publishItems.scheduledAt} <= ${new Date(now.getTime() + 1000)}`,
              sql`(${publishItems.leaseUntil} is null or ${publishItems.leaseUntil} < ${now})`,
              busy ? sql`false` : undefined,
            ),
          )
          .returning();
        // A lease still named on the row was never given up: its worker stopped or stalled mid-run.
        if (claimed) return { ...claimed, takenOverFrom: target.leaseOwner };
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
