import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { platformUsage } from "../../db/schema/index.ts";
import type { UsageLedger } from "../platforms/usage-ledger.ts";

/**
 * The usage ledger in the database, shared by every worker. `tryConsume` is one statement: the
 * upsert only adds when the new total stays within the limit, so concurrent callers never pass it.
 */
export function createDatabaseUsageLedger(db: AppDb): UsageLedger {
  return {
    async tryConsume({ key, period, units, limit }) {
      if (units > limit) return false;
      const rows = await db
        .insert(platformUsage)
        .values({ key, period, units })
        .onConflictDoUpdate({
          target: [platformUsage.key, platformUsage.period],
          set: { units: sql`${platformUsage.units} + excluded.units` },
          setWhere: sql`${platformUsage.units} + excluded.units <= ${limit}`,
        })
        .returning({ units: platformUsage.units });
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
