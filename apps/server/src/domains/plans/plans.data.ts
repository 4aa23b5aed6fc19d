import type { AdminUpgradeRequestPageQuery } from "@cdp/contracts";
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { planRedeemCodes, planSubscriptions, planUpgradeRequests, users } from "../../db/schema/index.ts";

export type SubscriptionRow = typeof planSubscriptions.$inferSelect;
export type UpgradeRequestRow = typeof planUpgradeRequests.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

const requestSortColumns = {
  createdAt: planUpgradeRequests.createdAt,
  // The order a request goes through: waiting, then approved, then rejected.
  status: sql`case ${planUpgradeRequests.status} when 'pending' then 0 when 'approved' then 1 else 2 end`,
  email: users.email,
};

/**
 * The plan limits are read from (`users.plan`, identity's table), written inside the plans
 * transaction that changes the cycle: through identity's `setPlan` it would be a second write that
 * a crash or a concurrent redeem could split from the first. The only writes plans makes there.
 */
async function setPlanIn(tx: AppDb, userId: number, plan: string, at: Date): Promise<void> {
  await tx.update(users).set({ plan, updatedAt: at }).where(eq(users.id, userId));
}

/**
 * Starts or extends `userId`'s paid cycle by `days` from its end (or from `at` when it has ended)
 * and sets the plan, inside the caller's transaction. One upsert computes the new end from the row
 * as it is, so two extensions at once both count; a scheduled downgrade is dropped (paid again).
 */
async function extendCycleIn(tx: AppDb, userId: number, plan: string, days: number, at: Date): Promise<void> {
  // A day is 24 h here as in the insert's JS: `interval '1 day'` would follow the session's DST.
  const from = sql`greatest(${planSubscriptions.cycleEndsAt}, ${at.toISOString()}::timestamptz)`;
  await tx
    .insert(planSubscriptions)
    .values({ userId, plan, cycleEndsAt: new Date(at.getTime() + days * DAY_MS), nextPlan: null, updatedAt: at })
    .onConflictDoUpdate({
      target: planSubscriptions.userId,
      set: { plan, cycleEndsAt: sql`${from} + ${days * DAY_MS}::bigint * interval '1 millisecond'`, nextPlan: null, updatedAt: at },
    });
  await setPlanIn(tx, userId, plan, at);
}

export function createPlansData(db: AppDb) {
  return {
    async subscriptionOf(userId: number): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId));
      return row ?? null;
    },
    async subscriptionsOf(userIds: number[]): Promise<SubscriptionRow[]> {
      if (!userIds.length) return [];
      return db.select().from(planSubscriptions).where(inArray(planSubscriptions.userId, userIds));
    },
    async saveSubscription(row: SubscriptionRow): Promise<void> {
      await db.insert(planSubscriptions).values(row).onConflictDoUpdate({ target: planSubscriptions.userId, set: row });
    },
    /**
     * Sets the plan and its cycle (`row` null: no cycle) in one transaction, with `alsoInTransaction`
     * first: the plan limits are read from never disagree with the cycle, and a failure changes nothing.
     */
    async setPlanAndCycle(userId: number, plan: string, row: SubscriptionRow | null, at: Date, alsoInTransaction?: (tx: AppDb) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const within = tx as unknown as AppDb;
        await alsoInTransaction?.(within);
        if (row) await within.insert(planSubscriptions).values(row).onConflictDoUpdate({ target: planSubscriptions.userId, set: row });
        else await within.delete(planSubscriptions).where(eq(planSubscriptions.userId, userId));
        await setPlanIn(within, userId, plan, at);
      });
    },
    /**
     * Ends a cycle that ended and sets the plan it falls back to, in one transaction: no reader sees
     * the new plan beside the old cycle, and a crash leaves both for the next run. Nothing happens
     * when the cycle changed since it was read (a code redeemed meanwhile extended it).
     */
    async lapseSubscription(ended: SubscriptionRow, plan: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(planSubscriptions)
          .where(and(eq(planSubscriptions.userId, ended.userId), eq(planSubscriptions.cycleEndsAt, ended.cycleEndsAt)))
          .returning({ userId: planSubscriptions.userId });
        if (removed.length === 0) return false;
        await setPlanIn(tx, ended.userId, plan, at);
        return true;
      });
    },
    async subscriptionsEndedBy(at: Date): Promise<SubscriptionRow[]> {
      return db.select().from(planSubscriptions).where(lte(planSubscriptions.cycleEndsAt, at));
    },
    async insertCodes(rows: (typeof planRedeemCodes.$inferInsert)[]) {
      return db.insert(planRedeemCodes).values(rows).returning();
    },
    /**
     * Marks the code used by `userId` and extends their cycle by its days, in one transaction; false
     * when there is no such unused code (single use, even under races).
     */
    async redeemCode(code: string, userId: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(planRedeemCodes)
          .set({ redeemedByUserId: userId, redeemedAt: at })
          .where(and(eq(planRedeemCodes.code, code), isNull(planRedeemCodes.redeemedAt)))
          .returning();
        if (!claimed) return false;
        await extendCycleIn(tx, userId, claimed.plan, claimed.durationDays, at);
        return true;
      });
    },
    async latestRequestOf(userId: number): Promise<UpgradeRequestRow | null> {
      const [row] = await db.select().from(planUpgradeRequests).where(eq(planUpgradeRequests.userId, userId)).orderBy(desc(planUpgradeRequests.id)).limit(1);
      return row ?? null;
    },
    async insertRequest(row: typeof planUpgradeRequests.$inferInsert): Promise<UpgradeRequestRow> {
      const [inserted] = await db.insert(planUpgradeRequests).values(row).returning();
      return inserted!;
    },
    async requestPage(query: Omit<AdminUpgradeRequestPageQuery, "page" | "pageSize"> & { offset: number; limit: number }) {
      const where = query.status ? eq(planUpgradeRequests.status, query.status) : undefined;
      const rows = await db
        .select({ request: planUpgradeRequests, email: users.email })
        .from(planUpgradeRequests)
        .innerJoin(users, eq(users.id, planUpgradeRequests.userId))
        .where(where)
        .orderBy(...sortedBy(requestSortColumns, query, planUpgradeRequests.id))
        .offset(query.offset)
        .limit(query.limit);
      return { rows, total: await db.$count(planUpgradeRequests, where) };
    },
    /** Decides a pending request; null when it is not pending (already decided or unknown). */
    /** Decides a pending request, and on approval extends the operator's cycle by `approvedDays`, in one transaction; null when it is not pending. */
    async decideRequest(id: number, decision: { approvedDays: number | null }, adminId: number, at: Date): Promise<UpgradeRequestRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(planUpgradeRequests)
          .set({ status: decision.approvedDays === null ? "rejected" : "approved", decidedAt: at, decidedByAdminId: adminId })
          .where(and(eq(planUpgradeRequests.id, id), eq(planUpgradeRequests.status, "pending")))
          .returning();
        if (row && decision.approvedDays !== null) await extendCycleIn(tx, row.userId, row.plan, decision.approvedDays, at);
        return row ?? null;
      });
    },
    async hasPendingRequest(userId: number): Promise<boolean> {
      const rows = await db.select({ one: sql`1` }).from(planUpgradeRequests).where(and(eq(planUpgradeRequests.userId, userId), eq(planUpgradeRequests.status, "pending")));
      return rows.length > 0;
    },
  };
}

export type PlansData = ReturnType<typeof createPlansData>;
