import { and, count, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { platformAccounts } from "../../db/schema/index.ts";

/**
 * What the back-office needs of an operator's linked accounts: how many are linked, and revoking
 * every grant when the operator is deleted (tokens erased, accounts unbound, rows kept as history).
 */
export function createOperatorGrantsData(db: AppDb) {
  return {
    async linkedCounts(userIds: number[]): Promise<Map<number, number>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ userId: platformAccounts.userId, linked: count() })
        .from(platformAccounts)
        .where(and(inArray(platformAccounts.userId, userIds), eq(platformAccounts.status, "active")))
        .groupBy(platformAccounts.userId);
      return new Map(rows.map((row) => [row.userId, row.linked]));
    },
    /** Erases the stored tokens of every account the operator linked and unbinds them; returns how many. */
    async revokeAllOf(userId: number, at: Date): Promise<number> {
      const revoked = await db
        .update(platformAccounts)
        .set({
          accessTokenEncrypted: null,
          refreshTokenEncrypted: null,
          accessExpiresAt: null,
          refreshExpiresAt: null,
          status: "unbound",
          unboundAt: at,
        })
        .where(and(eq(platformAccounts.userId, userId), eq(platformAccounts.status, "active")))
        .returning({ id: platformAccounts.id });
      return revoked.length;
    },
  };
}

export type OperatorGrantsData = ReturnType<typeof createOperatorGrantsData>;
