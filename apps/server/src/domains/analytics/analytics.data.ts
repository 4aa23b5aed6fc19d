import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { analyticsAccountDays, analyticsAccountState, platformAccounts } from "../../db/schema/index.ts";

export type StoredDay = typeof analyticsAccountDays.$inferSelect;
export type AccountScope = { userId: number; platform?: "tiktok" | "youtube"; groupId?: number; accountId?: number };

export type MonthRow = {
  month: string;
  /** Null when no account of the scope has a known gain in the month (only first snapshots: baselines). */
  viewsGained: number | null;
  likesGained: number | null;
  fansGained: number | null;
  fans: number;
  views: number;
  likes: number;
  daysRecorded: number;
  daysExpected: number;
};

/** Views gained per week; null when the week has no day with a known gain. */
export type WeekRow = { accountId: number; platform: "tiktok" | "youtube"; name: string; avatarUrl: string | null; thisWeek: number | null; lastWeek: number | null; daysRecorded: number };

/** The accounts of a scope (the operator's own, narrowed by platform, group or account) as an SQL condition on `platform_accounts`. */
function scopeCondition(scope: AccountScope) {
  return sql.join(
    [
      sql`a.user_id = ${scope.userId}`,
      ...(scope.platform ? [sql`a.platform = ${scope.platform}`] : []),
      ...(scope.accountId ? [sql`a.id = ${scope.accountId}`] : []),
      ...(scope.groupId ? [sql`exists (select 1 from account_group_members g where g.account_id = a.id and g.group_id = ${scope.groupId})`] : []),
    ],
    sql` and `,
  );
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const numeric = (value: unknown) => Number(value ?? 0);
const numericOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** A day whose gains are known: every stored day but an account's first snapshot (gains over 0 days). */
const KNOWN_GAIN = sql.raw("gained_over_days > 0");

export function createAnalyticsData(db: AppDb) {
  return {
    /** Accounts whose history the daily job extends: linked, with working tokens. */
    async collectableAccounts(): Promise<{ id: number; platform: "tiktok" | "youtube"; lastAttemptAt: Date | null; lastError: string | null }[]> {
      return db
        .select({ id: platformAccounts.id, platform: platformAccounts.platform, lastAttemptAt: analyticsAccountState.lastAttemptAt, lastError: analyticsAccountState.lastError })
        .from(platformAccounts)
        .leftJoin(analyticsAccountState, eq(analyticsAccountState.accountId, platformAccounts.id))
        .where(and(eq(platformAccounts.status, "active"), eq(platformAccounts.tokenStatus, "healthy")))
        .orderBy(platformAccounts.id);
    },
    async lastDayBefore(accountId: number, before: string): Promise<StoredDay | null> {
      const [row] = await db
        .select()
        .from(analyticsAccountDays)
        .where(and(eq(analyticsAccountDays.accountId, accountId), lt(analyticsAccountDays.day, before)))
        .orderBy(desc(analyticsAccountDays.day))
        .limit(1);
      return row ?? null;
    },
    async saveDays(rows: StoredDay[]): Promise<void> {
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .insert(analyticsAccountDays)
          .values(rows.slice(start, start + 500))
          .onConflictDoUpdate({
            target: [analyticsAccountDays.accountId, analyticsAccountDays.day],
            set: {
              views: sql`excluded.views`,
              likes: sql`excluded.likes`,
              fans: sql`excluded.fans`,
              videos: sql`excluded.videos`,
              viewsGained: sql`excluded.views_gained`,
              likesGained: sql`excluded.likes_gained`,
              fansGained: sql`excluded.fans_gained`,
              gainedOverDays: sql`excluded.gained_over_days`,
              source: sql`excluded.source`,
            },
          });
      }
    },
    /** Rewrites the monthly rollup of the given accounts from their days (all accounts when none are named). */
    async rebuildMonths(accountIds?: number[]): Promise<void> {
      const only = accountIds ? sql`where account_id in (${sql.join(accountIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
      if (accountIds?.length === 0) return;
      await db.execute(sql`
        insert into analytics_account_months
          (account_id, month, views_gained, likes_gained, fans_gained, fans, views, likes, days_recorded, first_day, last_day, history_start)
        select account_id, date_trunc('month', day)::date,
          sum(views_gained) filter (where ${KNOWN_GAIN}), sum(likes_gained) filter (where ${KNOWN_GAIN}), sum(fans_gained) filter (where ${KNOWN_GAIN}),
          (array_agg(fans order by day desc))[1], (array_agg(views order by day desc))[1], (array_agg(likes order by day desc))[1],
          count(*), min(day), max(day), min(min(day)) over (partition by account_id)
        from analytics_account_days ${only}
        group by account_id, date_trunc('month', day)
        on conflict (account_id, month) do update set
          views_gained = excluded.views_gained, likes_gained = excluded.likes_gained, fans_gained = excluded.fans_gained,
          fans = excluded.fans, views = excluded.views, likes = excluded.likes,
          days_recorded = excluded.days_recorded, first_day = excluded.first_day, last_day = excluded.last_day,
          history_start = excluded.history_start`);
    },
    async markAttempt(accountId: number, at: Date, outcome: { backfilled?: boolean; error: string | null }): Promise<void> {
      const values = { accountId, lastAttemptAt: at, lastError: outcome.error, ...(outcome.backfilled ? { backfilled: true } : {}) };
      await db.insert(analyticsAccountState).values(values).onConflictDoUpdate({ target: analyticsAccountState.accountId, set: values });
    },
    /**
     * Month by month over the scope, from the rollup: gains summed, month-end totals summed, and how
     * many account-days were recorded against how many there should be since each account's history began.
     */
    async months(scope: AccountScope, range: { from: string; to: string; today: string }): Promise<MonthRow[]> {
      const result = await db.execute(sql`
        select m.month::text as month, sum(m.views_gained) as views_gained, sum(m.likes_gained) as likes_gained,
          sum(m.fans_gained) as fans_gained, sum(m.fans) as fans, sum(m.views) as views, sum(m.likes) as likes,
          sum(m.days_recorded) as days_recorded,
          sum(least((m.month + interval '1 month' - interval '1 day')::date, ${range.today}::date) - greatest(m.month, m.history_start) + 1) as days_expected
        from analytics_account_months m
        join platform_accounts a on a.id = m.account_id
        where ${scopeCondition(scope)} and m.month between ${range.from}::date and ${range.to}::date
        group by m.month order by m.month`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        month: String(row.month),
        viewsGained: numericOrNull(row.views_gained),
        likesGained: numericOrNull(row.likes_gained),
        fansGained: numericOrNull(row.fans_gained),
        fans: numeric(row.fans),
        views: numeric(row.views),
        likes: numeric(row.likes),
        daysRecorded: numeric(row.days_recorded),
        daysExpected: numeric(row.days_expected),
      }));
    },
    /** The same monthly figures read straight from the daily rows (the benchmark's baseline). */
    async monthsFromDays(scope: AccountScope, range: { from: string; to: string }): Promise<{ month: string; viewsGained: number }[]> {
      const result = await db.execute(sql`
        select date_trunc('month', d.day)::date::text as month, sum(d.views_gained) as views_gained, sum(d.likes_gained) as likes_gained,
          sum(d.fans_gained) as fans_gained, count(*) as days_recorded
        from analytics_account_days d join platform_accounts a on a.id = d.account_id
        where ${scopeCondition(scope)} and d.day >= ${range.from}::date and d.day < (${range.to}::date + interval '1 month')
        group by 1 order by 1`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({ month: String(row.month), viewsGained: numeric(row.views_gained) }));
    },
    /** Views gained per account in the 7 days up to `today` and the 7 days before. */
    async weeks(scope: AccountScope, today: string): Promise<WeekRow[]> {
      const result = await db.execute(sql`
        select a.id, a.platform, a.name, a.avatar_url,
          sum(d.views_gained) filter (where d.day > ${today}::date - 7 and d.${KNOWN_GAIN}) as this_week,
          sum(d.views_gained) filter (where d.day <= ${today}::date - 7 and d.${KNOWN_GAIN}) as last_week,
          count(d.day) filter (where d.day > ${today}::date - 7) as days_recorded
        from platform_accounts a
        left join analytics_account_days d on d.account_id = a.id and d.day > ${today}::date - 14 and d.day <= ${today}::date
        where ${scopeCondition(scope)} and a.status = 'active'
        group by a.id order by a.id`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        accountId: numeric(row.id),
        platform: row.platform as "tiktok" | "youtube",
        name: String(row.name),
        avatarUrl: (row.avatar_url as string | null) ?? null,
        thisWeek: numericOrNull(row.this_week),
        lastWeek: numericOrNull(row.last_week),
        daysRecorded: numeric(row.days_recorded),
      }));
    },
    /** Current totals of the scope's active accounts (summary cards). */
    async accountCount(scope: AccountScope): Promise<number> {
      const result = await db.execute(sql`select count(*) as n from platform_accounts a where ${scopeCondition(scope)} and a.status = 'active'`);
      return numeric(rowsOf<Record<string, unknown>>(result)[0]?.n);
    },
    async ownsGroup(userId: number, groupId: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 from account_groups where id = ${groupId} and user_id = ${userId}`);
      return rowsOf(result).length > 0;
    },
    async ownsAccount(userId: number, accountId: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 from platform_accounts where id = ${accountId} and user_id = ${userId}`);
      return rowsOf(result).length > 0;
    },
  };
}

export type AnalyticsData = ReturnType<typeof createAnalyticsData>;
