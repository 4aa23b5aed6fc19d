import { BEST_TIME_MAX_SLOTS, BEST_TIME_MIN_POSTS_PER_SLOT } from "@cdp/contracts";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";

/** One account's counted posts and (when any hour qualifies) one of its best hours; `rank` 1 is the best. */
export type BestTimeRow = {
  accountId: number;
  postsCounted: number;
  slot: { rank: number; weekday: number; hour: number; medianViews: number; posts: number } | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The best hours of the week of an operator's accounts, in one statement for all of them.
 *
 * Each post counted is a succeeded publish item with stored figures (its latest row of
 * `analytics_post_days`), published in [`since`, `until`). Its publish time is when the product saw
 * it go live (`finished_at`, else its scheduled time, as `published-posts.data.ts` reads it); the
 * figures hold no publish time of the platform's own. Posts are bucketed by ISO weekday and hour in
 * `timeZone`; an hour's score is the median of its posts' views (`percentile_cont`).
 *
 * `publish_items` belongs to publishing: it is read here (never written) because the buckets need
 * each post's time beside its figures in the same statement.
 */
export function createBestTimesData(db: AppDb) {
  return {
    /**
     * One row per ranked hour (at most `BEST_TIME_MAX_SLOTS` per account, best first), and one row
     * with `slot: null` for an account with no qualifying hour. Accounts: `accountIds` of the
     * operator (others are left out), or all the operator's linked accounts when null.
     */
    async bestHours(input: { userId: number; accountIds: number[] | null; timeZone: string; since: Date; until: Date }): Promise<BestTimeRow[]> {
      const accountFilter =
        input.accountIds === null ? sql`a.status = 'active'` : sql`a.id in (${sql.join(input.accountIds.map((id) => sql`${id}`), sql`, `)})`;
      const result = await db.execute(sql`
        with accounts as (
          select a.id from platform_accounts a where a.user_id = ${input.userId} and ${accountFilter}
        ),
        latest as (
          select distinct on (d.item_id) d.item_id, d.account_id, d.views
          from analytics_post_days d join accounts on accounts.id = d.account_id
          -- A post of the window is read on or after its publish day: older rows are other posts' (a day's slack for zones).
          where d.day >= ${input.since.toISOString().slice(0, 10)}::date - 1
          order by d.item_id, d.day desc
        ),
        posts as (
          select l.account_id, l.views, (coalesce(i.finished_at, i.scheduled_at) at time zone ${input.timeZone}) as local_at
          from latest l join publish_items i on i.id = l.item_id
          where i.status = 1
            and coalesce(i.finished_at, i.scheduled_at) >= ${input.since.toISOString()}::timestamptz
            and coalesce(i.finished_at, i.scheduled_at) < ${input.until.toISOString()}::timestamptz
        ),
        counted as (
          select account_id, count(*)::int as posts from posts group by account_id
        ),
        hours as (
          select account_id,
            extract(isodow from local_at)::int as weekday,
            extract(hour from local_at)::int as hour,
            percentile_cont(0.5) within group (order by views)::float8 as median_views,
            count(*)::int as posts
          from posts
          group by account_id, extract(isodow from local_at), extract(hour from local_at)
          having count(*) >= ${BEST_TIME_MIN_POSTS_PER_SLOT}
        ),
        ranked as (
          select hours.*, row_number() over (partition by account_id order by median_views desc, posts desc, weekday, hour)::int as rank
          from hours
        )
        select accounts.id as account_id, coalesce(counted.posts, 0) as posts_counted,
          ranked.rank, ranked.weekday, ranked.hour, ranked.median_views, ranked.posts
        from accounts
          left join counted on counted.account_id = accounts.id
          left join ranked on ranked.account_id = accounts.id and ranked.rank <= ${BEST_TIME_MAX_SLOTS}
        order by accounts.id, ranked.rank`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        accountId: Number(row.account_id),
        postsCounted: Number(row.posts_counted),
        slot:
          row.rank === null || row.rank === undefined
            ? null
            : { rank: Number(row.rank), weekday: Number(row.weekday), hour: Number(row.hour), medianViews: Number(row.median_views), posts: Number(row.posts) },
      }));
    },
  };
}

export type BestTimesData = ReturnType<typeof createBestTimesData>;
