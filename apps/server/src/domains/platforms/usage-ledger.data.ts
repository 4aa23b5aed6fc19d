import { and, eq, lt, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { statementName } from "../../db/statement-cache.ts";
import { platformUsage } from "../../db/schema/index.ts";
import type { UsageLedger } from "../platforms/usage-ledger.ts";

/**
 * The usage ledger in the database, shared by every worker. `tryConsume` is one statement: the
 * upsert only adds when the new total stays within the limit, so concurrent callers never pass it.
 */
export function createDatabaseUsageLedger(db: AppDb): UsageLedger {
  // Every platform call passes here (a TikTok post, five times): the statement is built by drizzle once.
  const tryConsumeQuery = db
    .insert(platformUsage)
    .values({ key: sql.placeholder("key"), period: sql.placeholder("period"), units: sql.placeholder("units") })
    .onConflictDoUpdate({
      target: [platformUsage.key, platformUsage.period],
      set: { units: sql`${platformUsage.units} + excluded.units` },
      setWhere: sql`${platformUsage.units} + excluded.units <= ${sql.placeholder("limit")}`,
    })
    .returning({ units: platformUsage.units })
    .prepare(statementName("usage_try_consume"));
  return {
    async tryConsume({ key, period, units, limit }) {
      if (units > limit) return false;
      const rows = await tryConsumeQuery.execute({ key, period, units, limit });
      return rows.length > 0;
    },
    async consume({ key, period, units }) {
      await db
        .insert(platformUsage)
        .values({ key, period, units })
        .onConflictDoUpdate({ target: [platformUsage.key, platformUsage.period], set: { units: sql`${platformUsage.units} + excluded.units` } });
    },
    async used({ key, period }) {
      const [row] = await db
        .select({ units: platformUsage.units })
        .from(platformUsage)
        .where(and(eq(platformUsage.key, key), eq(platformUsage.period, period)));
      return row?.units ?? 0;
    },
  };
}

/**
 * Forgets daily and per-minute counters (periods start with a `YYYY-MM-DD` date: UTC for TikTok, Pacific for YouTube) older
 * than `day`. Returns how many were removed.
 */
export async function purgeUsageBefore(db: AppDb, day: string): Promise<number> {
  const removed = await db
    .delete(platformUsage)
    .where(and(lt(platformUsage.period, day), sql`${platformUsage.period} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'`))
    .returning({ key: platformUsage.key });
  return removed.length;
}
