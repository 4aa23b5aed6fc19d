import { CALENDAR_BUCKET_EVENTS, type CalendarState, type CalendarView } from "@cdp/contracts";
import { sql, type SQL } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";

/** Which of the operator's targets a calendar read covers: `[from, to)` by `at`, and the optional filters. */
export type CalendarScope = {
  userId: number;
  from: Date;
  to: Date;
  timeZone: string;
  platform?: "tiktok" | "youtube";
  groupId?: number;
  accountId?: number;
};

/** One target as the calendar reads it (times in epoch milliseconds, whatever the driver). */
export type CalendarRow = {
  itemId: number;
  taskId: number;
  accountId: number;
  accountName: string;
  accountAvatar: string | null;
  platform: "tiktok" | "youtube";
  kind: "video" | "photo";
  title: string;
  state: CalendarState;
  atMs: number;
  scheduledAtMs: number;
  movable: boolean;
};

export type CalendarCountRow = { startMs: number; waiting: number; distributing: number; succeeded: number; failed: number; unverified: number; total: number };

/**
 * How long after its (last) scheduled time a started target can finish. The engine moves `scheduled_at`
 * along with every retry and wait, so what is left is one processing or verifying budget (hours); a
 * target scheduled earlier than `from` minus this never lands in the range, which lets the read stay on
 * the `(user_id, scheduled_at)` index.
 */
const FINISH_LOOKBACK = sql.raw(`interval '3 days'`);

/** Where a target sits: the finish time of one that ran and ended (成功 / 失败), else its scheduled time. */
const AT = sql.raw(`case when i.status in (1, 2) and i.started_at is not null and i.finished_at is not null then i.finished_at else i.scheduled_at end`);

const STATE = sql.raw(
  `case when i.status = 1 then 'succeeded' when i.status = 2 then 'failed' when i.status = 3 then 'unverified' when i.phase in ('waiting', 'waiting_quota') then 'waiting' else 'distributing' end`,
);

/** Waiting, no worker on it, nothing sent to the platform yet: the only targets a move may touch. */
export const MOVABLE_SQL = sql.raw(
  `(i.status = 0 and i.phase in ('waiting', 'waiting_quota') and i.lease_owner is null and i.publish_id is null and i.resume_state is null)`,
);

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The operator's targets that can sit in `[from, to)`, on the `(user_id, scheduled_at)` index, and the filters (`i` is publish_items). */
function scopeFilter(scope: CalendarScope): SQL {
  const from = scope.from.toISOString();
  const to = scope.to.toISOString();
  const filters: SQL[] = [];
  if (scope.platform) filters.push(sql` and i.platform = ${scope.platform}`);
  if (scope.accountId) filters.push(sql` and i.account_id = ${scope.accountId}`);
  if (scope.groupId) {
    filters.push(
      sql` and i.account_id in (select m.account_id from account_group_members m join account_groups ag on ag.id = m.group_id where ag.id = ${scope.groupId} and ag.user_id = ${scope.userId})`,
    );
  }
  return sql`i.user_id = ${scope.userId}
    and i.scheduled_at >= ${from}::timestamptz - ${FINISH_LOOKBACK}
    and i.scheduled_at < ${to}::timestamptz + interval '1 second'${sql.join(filters)}`;
}

/** The scoped targets with their `at`, state and movability, as a CTE named `g`. */
function scoped(scope: CalendarScope) {
  const from = scope.from.toISOString();
  const to = scope.to.toISOString();
  return sql`with g as (
      select i.id, i.task_id, i.account_id, i.platform, i.kind, i.title, i.scheduled_at, ${AT} as at, ${STATE} as state, ${MOVABLE_SQL} as movable
      from publish_items i
      where ${scopeFilter(scope)} and ${AT} >= ${from}::timestamptz and ${AT} < ${to}::timestamptz
    )`;
}

const EVENT_COLUMNS = sql`g.id::int as "itemId", g.task_id::int as "taskId", g.account_id::int as "accountId", a.name as "accountName", a.avatar_url as "accountAvatar",
  g.platform, g.kind, g.title, g.state, ${ms(sql`g.at`)} as "atMs", ${ms(sql`g.scheduled_at`)} as "scheduledAtMs", g.movable`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Numbers may come back as strings from one driver and numbers from the other. */
function toEvent(row: CalendarRow): CalendarRow {
  return { ...row, itemId: Number(row.itemId), taskId: Number(row.taskId), accountId: Number(row.accountId), atMs: Number(row.atMs), scheduledAtMs: Number(row.scheduledAtMs), movable: Boolean(row.movable) };
}

export type MoveTarget = {
  itemId: number;
  accountId: number;
  platform: "tiktok" | "youtube";
  kind: "video" | "photo";
  title: string;
  description: string;
  mediaIds: number[];
  scheduledAtMs: number;
  movable: boolean;
  intervalSeconds: number;
  timeZone: string;
  options: Record<string, unknown>;
  accountName: string;
  accountStatus: "active" | "unbound";
  tokenStatus: "healthy" | "reconnect_needed";
  durationSeconds: number | null;
};

/** The queries a move runs inside its transaction, under the account's lock. */
function accountMoves(tx: AppDb, accountId: number) {
  return {
    tx,
    /** The account's nearest other waiting or published target closer than `intervalSeconds` to `at`; null when none. */
    async clashWith(itemId: number, at: Date, intervalSeconds: number): Promise<Date | null> {
      if (intervalSeconds <= 0) return null;
      const iso = at.toISOString();
      const result = await tx.execute(sql`
        select ${ms(sql`i.scheduled_at`)} as "atMs" from publish_items i
        where i.account_id = ${accountId} and i.id <> ${itemId} and i.status in (0, 1)
          and i.scheduled_at > ${iso}::timestamptz - make_interval(secs => ${intervalSeconds})
          and i.scheduled_at < ${iso}::timestamptz + make_interval(secs => ${intervalSeconds})
        order by abs(extract(epoch from i.scheduled_at - ${iso}::timestamptz)), i.scheduled_at limit 1`);
      const [row] = rowsOf<{ atMs: number }>(result);
      return row ? new Date(Number(row.atMs)) : null;
    },
    /** Targets (waiting or published, other than `itemId`) scheduled in `[from, to)`: of the operator, and of this account. */
    async scheduledBetween(userId: number, itemId: number, from: Date, to: Date): Promise<{ operator: number; account: number }> {
      const result = await tx.execute(sql`
        select count(*)::int as operator, (count(*) filter (where i.account_id = ${accountId}))::int as account
        from publish_items i
        where i.user_id = ${userId} and i.id <> ${itemId} and i.status in (0, 1)
          and i.scheduled_at >= ${from.toISOString()}::timestamptz and i.scheduled_at < ${to.toISOString()}::timestamptz`);
      const [row] = rowsOf<{ operator: number; account: number }>(result);
      return { operator: Number(row?.operator ?? 0), account: Number(row?.account ?? 0) };
    },
    /**
     * Moves the target only while it is still movable and still at `expected` (what the checks saw):
     * a worker that claimed it, or another move that got there first, leaves it unchanged. True when moved.
     */
    async move(itemId: number, expected: Date, to: Date, now: Date): Promise<boolean> {
      const result = await tx.execute(sql`
        update publish_items i set scheduled_at = ${to.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        where i.id = ${itemId} and ${MOVABLE_SQL} and date_trunc('milliseconds', i.scheduled_at) = ${expected.toISOString()}::timestamptz
        returning i.id`);
      return rowsOf(result).length === 1;
    },
  };
}

export type AccountMoves = ReturnType<typeof accountMoves>;

/** The calendar's reads over `publish_items` (operator-scoped), and the conditional move. */
export function createCalendarData(db: AppDb) {
  return {
    /**
     * The month (day buckets) or week (hour buckets) grid in one statement: per non-empty bucket its
     * counts by state, and its first `CALENDAR_BUCKET_EVENTS` targets by `at` (a window over the bucket).
     */
    async summary(scope: CalendarScope, view: CalendarView): Promise<{ counts: CalendarCountRow[]; events: (CalendarRow & { bucketMs: number })[] }> {
      const unit = view === "month" ? "day" : "hour";
      const tz = scope.timeZone;
      const from = scope.from.toISOString();
      const to = scope.to.toISOString();
      // The buckets' starts, worked out once in the zone (AT TIME ZONE on ≤ 200 values, not on every
      // row); each target then finds its bucket by a binary search over them (width_bucket). The
      // targets are read once, narrow, for both the counts and the first few of each bucket.
      const result = await db.execute(sql`with bounds as (
          select array_agg(local at time zone ${tz} order by local) as starts
          from generate_series(date_trunc(${unit}, ${from}::timestamptz at time zone ${tz}), ${to}::timestamptz at time zone ${tz}, ${`1 ${unit}`}::interval) local
        ), s as materialized (
          select t.id, width_bucket(t.at, bounds.starts) as k, t.at, t.status, t.phase
          from (select i.id, ${AT} as at, i.status, i.phase from publish_items i where ${scopeFilter(scope)} offset 0) t, bounds
          where t.at >= ${from}::timestamptz and t.at < ${to}::timestamptz
        ), counted as (
          select s.k,
            count(*) filter (where s.status = 0 and s.phase in ('waiting', 'waiting_quota'))::int as waiting,
            count(*) filter (where s.status = 0 and s.phase not in ('waiting', 'waiting_quota'))::int as distributing,
            count(*) filter (where s.status = 1)::int as succeeded,
            count(*) filter (where s.status = 2)::int as failed,
            count(*) filter (where s.status = 3)::int as unverified,
            count(*)::int as total
          from s group by s.k
        ), firsts as (
          select ranked.id, ranked.k, ranked.at from (select s.id, s.k, s.at, row_number() over (partition by s.k order by s.at, s.id) as rn from s) ranked
          where ranked.rn <= ${CALENDAR_BUCKET_EVENTS}
        ), g as (
          select i.id, i.task_id, i.account_id, i.platform, i.kind, i.title, i.scheduled_at, firsts.at, firsts.k, ${STATE} as state, ${MOVABLE_SQL} as movable
          from firsts join publish_items i on i.id = firsts.id
        )
        select 'c' as kind_of_row, ${ms(sql`bounds.starts[c.k]`)} as "bucketMs", c.waiting, c.distributing, c.succeeded, c.failed, c.unverified, c.total,
          null::int as "itemId", null::int as "taskId", null::int as "accountId", null::text as "accountName", null::text as "accountAvatar", null::text as platform,
          null::text as kind, null::text as title, null::text as state, null::float8 as "atMs", null::float8 as "scheduledAtMs", null::boolean as movable
        from counted c, bounds
        union all
        select 'e', ${ms(sql`bounds.starts[g.k]`)}, null, null, null, null, null, null, ${EVENT_COLUMNS}
        from g join platform_accounts a on a.id = g.account_id, bounds`);
      const counts: CalendarCountRow[] = [];
      const events: (CalendarRow & { bucketMs: number })[] = [];
      for (const row of rowsOf<Record<string, unknown>>(result)) {
        if (row.kind_of_row === "c") {
          counts.push({
            startMs: Number(row.bucketMs),
            waiting: Number(row.waiting),
            distributing: Number(row.distributing),
            succeeded: Number(row.succeeded),
            failed: Number(row.failed),
            unverified: Number(row.unverified),
            total: Number(row.total),
          });
        } else events.push({ ...toEvent(row as unknown as CalendarRow), bucketMs: Number(row.bucketMs) });
      }
      counts.sort((a, b) => a.startMs - b.startMs);
      events.sort((a, b) => a.atMs - b.atMs || a.itemId - b.itemId);
      return { counts, events };
    },

    /** The targets of the range by `at` (then id), one page, and how many there are. */
    async events(scope: CalendarScope, page: { offset: number; limit: number }): Promise<{ rows: CalendarRow[]; total: number }> {
      const result = await db.execute(sql`${scoped(scope)}, counted as (select count(*)::int as total from g)
        select ${EVENT_COLUMNS}, counted.total
        from counted left join lateral (select * from g order by g.at, g.id limit ${page.limit} offset ${page.offset}) g on true
        left join platform_accounts a on a.id = g.account_id
        order by g.at, g.id`);
      const rows = rowsOf<CalendarRow & { total: number }>(result);
      const total = Number(rows[0]?.total ?? 0);
      return { rows: rows.filter((row) => row.itemId !== null).map(toEvent), total };
    },

    /** A target with what a move re-checks (its task's interval, zone and options, its account, its video's length); null when not the operator's. */
    async moveTarget(userId: number, itemId: number): Promise<MoveTarget | null> {
      const result = await db.execute(sql`
        select i.id::int as "itemId", i.account_id::int as "accountId", i.platform, i.kind, i.title, i.description, i.media_ids as "mediaIds",
          ${ms(sql`i.scheduled_at`)} as "scheduledAtMs", ${MOVABLE_SQL} as movable,
          t.interval_seconds::int as "intervalSeconds", t.time_zone as "timeZone", t.options,
          a.name as "accountName", a.status as "accountStatus", a.token_status as "tokenStatus",
          (select m.duration_seconds from media m where i.kind = 'video' and m.id = i.media_ids[1]) as "durationSeconds"
        from publish_items i join publish_tasks t on t.id = i.task_id join platform_accounts a on a.id = i.account_id
        where i.id = ${itemId} and i.user_id = ${userId}`);
      const [row] = rowsOf<MoveTarget>(result);
      if (!row) return null;
      return {
        ...row,
        itemId: Number(row.itemId),
        accountId: Number(row.accountId),
        scheduledAtMs: Number(row.scheduledAtMs),
        movable: Boolean(row.movable),
        intervalSeconds: Number(row.intervalSeconds),
        mediaIds: (row.mediaIds ?? []).map(Number),
        durationSeconds: row.durationSeconds === null ? null : Number(row.durationSeconds),
      };
    },

    /**
     * Runs `work` in one transaction holding the account's publishing lock (the one a worker's claim
     * takes), so two moves of one account's targets, or a move and a claim, never interleave.
     */
    async underAccountLock<T>(accountId: number, work: (moves: AccountMoves) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('publish-account'), ${accountId})`);
        return work(accountMoves(tx, accountId));
      });
    },

    /** One of the operator's targets as the calendar shows it; null when it is not theirs. */
    async event(userId: number, itemId: number): Promise<CalendarRow | null> {
      const result = await db.execute(sql`with g as (
          select i.id, i.task_id, i.account_id, i.platform, i.kind, i.title, i.scheduled_at, ${AT} as at, ${STATE} as state, ${MOVABLE_SQL} as movable
          from publish_items i where i.id = ${itemId} and i.user_id = ${userId}
        )
        select ${EVENT_COLUMNS} from g join platform_accounts a on a.id = g.account_id`);
      const [row] = rowsOf<CalendarRow>(result);
      return row ? toEvent(row) : null;
    },
  };
}

export type CalendarData = ReturnType<typeof createCalendarData>;
