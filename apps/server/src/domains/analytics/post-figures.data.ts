import { inArray, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { analyticsPostDays, analyticsPostState } from "../../db/schema/index.ts";

export type PostDay = typeof analyticsPostDays.$inferSelect;
export type PostState = typeof analyticsPostState.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The per-post figures history and when each post was last asked for. */
export function createPostFiguresData(db: AppDb) {
  return {
    async statesOf(itemIds: number[]): Promise<Map<number, PostState>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db.select().from(analyticsPostState).where(inArray(analyticsPostState.itemId, itemIds));
      return new Map(rows.map((row) => [row.itemId, row]));
    },
    async saveDays(rows: PostDay[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(analyticsPostDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [analyticsPostDays.itemId, analyticsPostDays.day],
          set: { views: sql`excluded.views`, likes: sql`excluded.likes`, comments: sql`excluded.comments`, shares: sql`excluded.shares` },
        });
    },
    /** Records an attempt for each post: `checkedOn` when the platform answered, else the error (retried next run). */
    async markAttempts(itemIds: number[], at: Date, outcome: { checkedOn: string } | { error: string }): Promise<void> {
      if (itemIds.length === 0) return;
      const values = itemIds.map((itemId) => ({ itemId, lastAttemptAt: at, ...("checkedOn" in outcome ? { lastCheckedOn: outcome.checkedOn, lastError: null } : { lastError: outcome.error }) }));
      const set = "checkedOn" in outcome ? { lastAttemptAt: at, lastCheckedOn: outcome.checkedOn, lastError: null } : { lastAttemptAt: at, lastError: outcome.error };
      await db.insert(analyticsPostState).values(values).onConflictDoUpdate({ target: analyticsPostState.itemId, set });
    },
    /** The latest figures of each post of the accounts, best (most viewed) first. */
    async topOfAccounts(accountIds: number[], limit: number): Promise<PostDay[]> {
      if (accountIds.length === 0) return [];
      const result = await db.execute(sql`
        select item_id, account_id, day::text as day, views, likes, comments, shares from (
          select distinct on (item_id) item_id, account_id, day, views, likes, comments, shares
          from analytics_post_days where account_id in (${sql.join(accountIds.map((id) => sql`${id}`), sql`, `)})
          order by item_id, day desc) latest
        order by views desc, item_id limit ${limit}`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        itemId: Number(row.item_id),
        accountId: Number(row.account_id),
        day: String(row.day),
        views: Number(row.views),
        likes: Number(row.likes),
        comments: Number(row.comments),
        shares: row.shares === null ? null : Number(row.shares),
      }));
    },
  };
}

export type PostFiguresData = ReturnType<typeof createPostFiguresData>;
