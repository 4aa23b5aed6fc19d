import { and, eq, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { effectivePlanSql } from "../../db/effective-plan.ts";
import { platformAccounts } from "../../db/schema/index.ts";
import { statementName } from "../../db/statement-cache.ts";

/**
 * The account's place among its operator's active accounts when a smaller plan keeps only some:
 * 1 is kept first. Accounts the operator chose (`kept_at` set) come first, then the earliest linked.
 * An account ranked past the plan's allowance is read-only.
 */
export const keepRank = (userId: number | Placeholder) =>
  sql<number>`(select count(*) from platform_accounts k where k.user_id = ${userId} and k.status = 'active' and (k.kept_at is null, k.linked_at, k.id) <= (platform_accounts.kept_at is null, platform_accounts.linked_at, platform_accounts.id))`.mapWith(
    Number,
  );

/** The operator's choice of accounts that stay active over a smaller plan. */
export function createAccountKeepData(db: AppDb) {
  const activeOf = (userId: number | Placeholder) => and(eq(platformAccounts.userId, userId), eq(platformAccounts.status, "active"));
  const standingQuery = (userId: number | Placeholder, among: SQL) =>
    db
      .select({ plan: effectivePlanSql(userId), used: db.$count(platformAccounts, activeOf(userId)), id: platformAccounts.id, rank: keepRank(userId) })
      .from(sql`(select 1) as one`)
      .leftJoin(platformAccounts, and(activeOf(userId), among));
  // The publishing engine asks for one account before every upload: that statement is built by drizzle once.
  const standingOfOneQuery = standingQuery(sql.placeholder("userId"), eq(platformAccounts.id, sql.placeholder("id"))).prepare(statementName("account_standing_one"));
  return {
    /** Keep ranks of some of the operator's active accounts (others' ids are absent). */
    async keepRanksOf(userId: number, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      // Every active account numbered once in keep order (the same order as `keepRank`), then the asked ones
      // picked: a `keepRank` per asked account counted all of the operator's accounts again for each.
      const ranked = db
        .select({ id: platformAccounts.id, rank: sql<number>`row_number() over (order by ${platformAccounts.keptAt} is null, ${platformAccounts.linkedAt}, ${platformAccounts.id})`.mapWith(Number).as("rank") })
        .from(platformAccounts)
        .where(activeOf(userId))
        .as("ranked");
      const rows = await db.select({ id: ranked.id, rank: ranked.rank }).from(ranked).where(inArray(ranked.id, ids));
      return new Map(rows.map((row) => [row.id, row.rank]));
    },
    /**
     * The operator's plan (null for no such operator) and count of active accounts, with the keep
     * ranks of `ids` among them, in one statement: the publishing engine asks before every upload.
     */
    async standingOf(userId: number, ids: number[]): Promise<{ plan: string | null; used: number; ranks: Map<number, number> }> {
      const rows =
        ids.length === 1
          ? await standingOfOneQuery.execute({ userId, id: ids[0] })
          : await standingQuery(userId, ids.length > 0 ? inArray(platformAccounts.id, ids) : sql`false`);
      const ranks = new Map<number, number>();
      for (const row of rows) if (row.id !== null) ranks.set(row.id, row.rank);
      return { plan: rows[0]?.plan ?? null, used: rows[0]?.used ?? 0, ranks };
    },
    /** Marks exactly `ids` as kept among the operator's active accounts (the rest rank after them by link date). */
    async keep(userId: number, ids: number[], at: Date): Promise<void> {
      await db
        .update(platformAccounts)
        .set({ keptAt: sql`case when ${inArray(platformAccounts.id, ids)} then ${at.toISOString()}::timestamptz else null end` })
        .where(activeOf(userId));
    },
  };
}

export type AccountKeepData = ReturnType<typeof createAccountKeepData>;
