import { bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { platformAccounts } from "./accounts.ts";
import { publishItems } from "./publishing.ts";

/**
 * The analytics history: one row per linked account and day, kept as long as the account exists.
 * Totals as the platform reported them, plus the gains since the previous stored day. A day
 * without a row is a gap (never a zero): `gainedOverDays` > 1 says the gains span missed days.
 */
export const analyticsAccountDays = pgTable(
  "analytics_account_days",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
    likes: bigint("likes", { mode: "number" }).notNull(),
    fans: bigint("fans", { mode: "number" }).notNull(),
    videos: bigint("videos", { mode: "number" }).notNull(),
    viewsGained: bigint("views_gained", { mode: "number" }).notNull(),
    likesGained: bigint("likes_gained", { mode: "number" }).notNull(),
    fansGained: bigint("fans_gained", { mode: "number" }).notNull(),
    /** How many days the gains cover: 1, or more when the previous days are gaps. */
    gainedOverDays: smallint("gained_over_days").notNull().default(1),
    /** `platform_daily` (YouTube reports by day), `snapshot` (profile totals), `demo` (the demo workspace). */
    source: text("source", { enum: ["platform_daily", "snapshot", "demo"] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
);

/**
 * Monthly rollup of `analytics_account_days`, rewritten for an account whenever its days change,
 * so a trend over years reads one row per account and month instead of one per day.
 */
export const analyticsAccountMonths = pgTable(
  "analytics_account_months",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    /** The first day of the month. */
    month: date("month", { mode: "string" }).notNull(),
    /** Gains of the month; null when its only stored day is an account's first snapshot (a baseline: no gain is known). */
    viewsGained: bigint("views_gained", { mode: "number" }),
    likesGained: bigint("likes_gained", { mode: "number" }),
    fansGained: bigint("fans_gained", { mode: "number" }),
    /** Totals at the month's last stored day. */
    fans: bigint("fans", { mode: "number" }).notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
    likes: bigint("likes", { mode: "number" }).notNull(),
    daysRecorded: smallint("days_recorded").notNull(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    /** The account's first stored day (of any month): days before it are not gaps. */
    historyStart: date("history_start", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month] }), index("analytics_account_months_month_idx").on(table.month, table.accountId)],
);

/** Per account: how far its history goes and whether the first backfill ran. */
export const analyticsAccountState = pgTable("analytics_account_state", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => platformAccounts.id, { onDelete: "cascade" }),
  backfilled: boolean("backfilled").notNull().default(false),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastError: text("last_error"),
});

/**
 * Per-post figures of the posts the product published (one publish item each), one row per day
 * they were read: daily for the first 30 days after posting, then weekly. A day without a row was
 * not read (a gap). `shares` is null where the platform has no share count (YouTube).
 */
export const analyticsPostDays = pgTable(
  "analytics_post_days",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => publishItems.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
    likes: bigint("likes", { mode: "number" }).notNull(),
    comments: bigint("comments", { mode: "number" }).notNull(),
    shares: bigint("shares", { mode: "number" }),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.day] }), index("analytics_post_days_account_idx").on(table.accountId, table.itemId)],
);

/** Per published post: the last day its figures were asked for (answered or not) and the last failure. */
export const analyticsPostState = pgTable("analytics_post_state", {
  itemId: integer("item_id")
    .primaryKey()
    .references(() => publishItems.id, { onDelete: "cascade" }),
  lastCheckedOn: date("last_checked_on", { mode: "string" }),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastError: text("last_error"),
});
