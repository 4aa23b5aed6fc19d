import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { ReclaimAction } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { operatorInactivity, users } from "../../db/schema/index.ts";

/** When the operator last signed in, or registered when they never did. */
const lastActivity = sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`;

/** The inactivity flags of operators (see `operatorInactivity`). */
export function createInactivityData(db: AppDb) {
  return {
    /** Drops the flags of operators who signed in after their warning. */
    async clearSignedInSinceWarning(): Promise<void> {
      await db.delete(operatorInactivity).where(sql`exists (select 1 from ${users} where ${users.id} = ${operatorInactivity.userId} and ${lastActivity} >= ${operatorInactivity.warnedAt})`);
    },
    /** Flags active operators with no sign-in since `cutoff`; returns only the ones flagged now (each is warned once). */
    async flagInactiveSince(cutoff: Date, at: Date): Promise<{ userId: number; email: string }[]> {
      const inactive = await db
        .select({ userId: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.status, "active"), lte(lastActivity, cutoff), sql`not exists (select 1 from ${operatorInactivity} where ${operatorInactivity.userId} = ${users.id})`));
      if (!inactive.length) return [];
      const flagged = await db
        .insert(operatorInactivity)
        .values(inactive.map((row) => ({ userId: row.userId, warnedAt: at })))
        .onConflictDoNothing()
        .returning({ userId: operatorInactivity.userId });
      const flaggedIds = new Set(flagged.map((row) => row.userId));
      return inactive.filter((row) => flaggedIds.has(row.userId));
    },
    /** Flagged operators warned by `warnedBy`, not yet reclaimed, still active. */
    async dueForReclaim(warnedBy: Date): Promise<number[]> {
      const rows = await db
        .select({ userId: operatorInactivity.userId })
        .from(operatorInactivity)
        .innerJoin(users, eq(users.id, operatorInactivity.userId))
        .where(and(isNull(operatorInactivity.reclaimedAt), lte(operatorInactivity.warnedAt, warnedBy), eq(users.status, "active")));
      return rows.map((row) => row.userId);
    },
    async markReclaimed(userId: number, at: Date, action: ReclaimAction): Promise<void> {
      await db.update(operatorInactivity).set({ reclaimedAt: at, reclaimAction: action }).where(eq(operatorInactivity.userId, userId));
    },
  };
}

export type InactivityData = ReturnType<typeof createInactivityData>;
