import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { platformCallWindows } from "../../db/schema/index.ts";
import { statementName } from "../../db/statement-cache.ts";
import { waitForRoom, type CallWindows } from "./call-windows.ts";

/**
 * Call windows in the database, shared by every worker. Taking a call is one upsert: its row lock
 * orders concurrent callers, and its condition counts the row's times as the lock holder left them,
 * so two workers never both take the last call of a window. A refusal reads the row for its wait.
 */
export function createDatabaseCallWindows(db: AppDb): CallWindows {
  const since = sql`${sql.placeholder("at")}::bigint - ${sql.placeholder("windowMs")}::bigint`;
  const takeQuery = db
    .insert(platformCallWindows)
    .values({ key: sql.placeholder("key"), times: sql`array[${sql.placeholder("at")}::bigint]` })
    .onConflictDoUpdate({
      target: platformCallWindows.key,
      set: { times: sql`array_append(array(select t from unnest(${platformCallWindows.times}) t where t > ${since} order by t), ${sql.placeholder("at")}::bigint)` },
      setWhere: sql`(select count(*) from unnest(${platformCallWindows.times}) t where t > ${since}) < ${sql.placeholder("limit")}::int`,
    })
    .returning({ key: platformCallWindows.key })
    .prepare(statementName("call_window_take"));
  return {
    async take({ key, at, windowMs, limit }) {
      if ((await takeQuery.execute({ key, at, windowMs, limit })).length > 0) return 0;
      const [row] = await db.select({ times: platformCallWindows.times }).from(platformCallWindows).where(eq(platformCallWindows.key, key));
      // The window emptied between the two statements: the caller may try again at once.
      return Math.max(1, waitForRoom(row?.times ?? [], at, windowMs, limit));
    },
  };
}

/** Forgets the windows of keys with no call since `before` (epoch ms): tokens replaced or accounts gone. Returns how many. */
export async function purgeCallWindowsBefore(db: AppDb, before: number): Promise<number> {
  const removed = await db
    .delete(platformCallWindows)
    .where(sql`${platformCallWindows.times}[cardinality(${platformCallWindows.times})] < ${before}`)
    .returning({ key: platformCallWindows.key });
  return removed.length;
}
