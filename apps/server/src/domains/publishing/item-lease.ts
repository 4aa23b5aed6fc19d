import { and, eq, getTableColumns, inArray, notExists, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { createStatementCache, placeholdersFor } from "../../db/statement-cache.ts";
import { platformAccounts, publishItems, publishTasks } from "../../db/schema/index.ts";
import type { AccountRow } from "../accounts/accounts.data.ts";
import type { ItemChanges, ItemRow, TaskRow } from "./publishing.data.ts";

export type LeasePhase = ItemRow["phase"];
/**
 * A claimed item with its task and its account's row (the run's first token call uses it; null if the
 * row is gone), and the owner of the expired lease this claim took over (null when the item was free).
 */
export type ClaimedItem = ItemRow & { takenOverFrom: string | null; task: TaskRow; account: AccountRow | null };

/** The lease was taken over (it expired while this worker was stalled): stop without touching the item. */
export class LeaseLostError extends Error {
  constructor(itemId: number) {
    super(`the lease of publish item ${itemId} was lost`);
    this.name = "LeaseLostError";
  }
}

type ClaimValues = { itemId: number; owner: string; now: Date; leaseUntil: Date; dueBy: Date };

function claimedItem(rows: { item: ItemRow; takenOverFrom: string | null; task: TaskRow; account: AccountRow | null }[]): ClaimedItem | null {
  const [row] = rows;
  return row ? { ...row.item, takenOverFrom: row.takenOverFrom, task: row.task, account: row.account } : null;
}

/**
 * The exactly-once guard. Only the holder of an item's live lease may call a platform for it, and
 * every write of the run is conditional on still holding it. An upload's claim is one transaction
 * that takes a lock named after the account, so two workers never claim two items of one account
 * at once (posts of an account never run concurrently); every claim is one UPDATE of the locked
 * row, so no item is claimed twice.
 */
export function createItemLeases(db: AppDb, leaseMs: number) {
  const held = (itemId: number | Placeholder, owner: string | Placeholder) => and(eq(publishItems.id, itemId), eq(publishItems.leaseOwner, owner));
  // A run writes its item four or five times: each shape of write (which columns, which of them null) is built by drizzle once.
  const writes = createStatementCache<ReturnType<typeof buildWrite>>({ prefix: "item_lease_write" });
  function buildWrite(columns: [name: string, isNull: boolean][], name: string) {
    // Null goes as SQL null: a placeholder would pass it through the column's encoder (JSON columns would get 'null').
    const set = Object.fromEntries(columns.map(([column, isNull]) => [column, isNull ? sql`null` : sql.placeholder(column)]));
    return db
      .update(publishItems)
      .set(set as ItemChanges)
      .where(held(sql.placeholder("itemId"), sql.placeholder("owner")))
      .returning()
      .prepare(name);
  }
  /** Writes `changes` (undefined values left out) while `owner` holds the lease; throws `LeaseLostError` otherwise. */
  async function write(itemId: number, owner: string, changes: ItemChanges): Promise<ItemRow> {
    const columns = Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([column, value]): [string, boolean] => [column, value === null]);
    const shape = columns.map(([column, isNull]) => (isNull ? `${column}=null` : column)).join(",");
    const [row] = await writes(shape, (name) => buildWrite(columns, name)).execute({ ...changes, itemId, owner });
    if (!row) throw new LeaseLostError(itemId);
    return row;
  }

  /**
   * The claim's UPDATE: the row is locked before it is read, so the owner it names is the one this
   * claim replaces; the item's task and account come back with it (a read fewer for each job).
   */
  function take(runner: Pick<AppDb, "select" | "update">, on: { [K in keyof ClaimValues]: ClaimValues[K] | Placeholder }, phases: LeasePhase[], statuses: number[], accountFree?: SQL) {
    const previous = runner
      .select({ id: publishItems.id, taskId: publishItems.taskId, accountId: publishItems.accountId, owner: sql<string | null>`${publishItems.leaseOwner}`.as("previous_owner") })
      .from(publishItems)
      .where(eq(publishItems.id, on.itemId))
      .for("update")
      .as("previous");
    return runner
      .update(publishItems)
      // Placeholders are typed out of `set` but drizzle takes them there (each through its column's encoder).
      .set({ leaseOwner: on.owner as string, leaseUntil: on.leaseUntil as Date, startedAt: sql`coalesce(${publishItems.startedAt}, ${on.now})`, updatedAt: on.now as Date })
      .from(previous)
      .innerJoin(publishTasks, eq(publishTasks.id, previous.taskId))
      .leftJoin(platformAccounts, eq(platformAccounts.id, previous.accountId))
      .where(
        and(
          eq(publishItems.id, previous.id),
          inArray(publishItems.status, statuses),
          inArray(publishItems.phase, phases),
          sql`${publishItems.scheduledAt} <= ${on.dueBy}`,
          sql`(${publishItems.leaseUntil} is null or ${publishItems.leaseUntil} < ${on.now})`,
          accountFree,
        ),
      )
      .returning({ item: getTableColumns(publishItems), takenOverFrom: previous.owner, task: getTableColumns(publishTasks), account: getTableColumns(platformAccounts) });
  }
  // Status checks claim twice per target or more: their claim (by phases and statuses) is built by drizzle once.
  const sharedClaims = createStatementCache<ReturnType<ReturnType<typeof take>["prepare"]>>({ prefix: "item_claim" });

  return {
    /**
     * Takes the item for `owner` when it is open (status 0), in one of `phases`, due, not leased, and no
     * other item of its account holds a live lease. Null when any of that is not so.
     * `sharedAccount` (status checks, which may run beside the account's next upload) skips the
     * account rule: the claim is then a single statement.
     */
    async claim(itemId: number, owner: string, phases: LeasePhase[], now: Date, options: { statuses?: number[]; sharedAccount?: boolean } = {}): Promise<ClaimedItem | "account_busy" | null> {
      const statuses = options.statuses ?? [0];
      const values: ClaimValues = { itemId, owner, now, leaseUntil: new Date(now.getTime() + leaseMs), dueBy: new Date(now.getTime() + 1000) };
      if (options.sharedAccount) {
        const query = sharedClaims(`${phases.join("|")};${statuses.join("|")}`, (name) => take(db, placeholdersFor(values), phases, statuses).prepare(name));
        return claimedItem(await query.execute(values));
      }

      return db.transaction(async (tx) => {
        // Claims of one account's items queue on its lock; each then sees the leases taken before it.
        const [target] = await tx
          .select({ accountId: publishItems.accountId, locked: sql`pg_advisory_xact_lock(hashtext('publish-account'), ${publishItems.accountId})` })
          .from(publishItems)
          .where(eq(publishItems.id, itemId));
        if (!target) return null;
        const otherLeaseOfAccount = () =>
          tx
            .select({ id: publishItems.id })
            .from(publishItems)
            .where(and(eq(publishItems.accountId, target.accountId), sql`${publishItems.id} <> ${itemId}`, sql`${publishItems.leaseUntil} > ${now}`))
            .limit(1);
        const claim = async () => claimedItem(await take(tx, values, phases, statuses, notExists(otherLeaseOfAccount())));
        const claimed = await claim();
        if (claimed) return claimed;
        const [busy] = await otherLeaseOfAccount();
        if (busy) return "account_busy";
        // Each statement sees the rows as they are when it starts: the lease that stopped the claim may
        // have been given up since. On PostgreSQL, a second worker's item of the account ending just
        // then left this item with no job until the sweeper's grace ran out.
        return claim();
      });
    },

    /** Writes `changes` only while `owner` holds the lease, extending it; throws `LeaseLostError` otherwise. */
    async update(itemId: number, owner: string, changes: ItemChanges, now: Date): Promise<ItemRow> {
      return write(itemId, owner, { ...changes, leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now });
    },

    /**
     * Writes the final or waiting state of the run and gives the lease up; in `within` (a transaction,
     * with the write built there rather than prepared once) when given.
     */
    async release(itemId: number, owner: string, changes: ItemChanges, now: Date, within?: AppDb): Promise<ItemRow> {
      const released = { ...changes, leaseOwner: null, leaseUntil: null, updatedAt: now };
      if (!within) return write(itemId, owner, released);
      const [row] = await within.update(publishItems).set(released).where(held(itemId, owner)).returning();
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
