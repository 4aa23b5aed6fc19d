import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { admins, users } from "./identity.ts";

/**
 * TikTok / YouTube accounts an operator linked. Tokens are stored encrypted (token-cipher.ts).
 * An unbound account keeps its row (history); only one active link per platform account.
 */
export const platformAccounts = pgTable(
  "platform_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["tiktok", "youtube"] }).notNull(),
    externalId: text("external_id").notNull(),
    name: text("name").notNull(),
    username: text("username"),
    remark: text("remark").notNull().default(""),
    avatarUrl: text("avatar_url"),
    fans: bigint("fans", { mode: "number" }).notNull().default(0),
    likes: bigint("likes", { mode: "number" }).notNull().default(0),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    videos: bigint("videos", { mode: "number" }).notNull().default(0),
    statsUpdatedAt: timestamp("stats_updated_at", { withTimezone: true }),
    accessTokenEncrypted: text("access_token_encrypted"),
    refreshTokenEncrypted: text("refresh_token_encrypted"),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    tokenStatus: text("token_status", { enum: ["healthy", "reconnect_needed"] }).notNull().default("healthy"),
    /** Message key of why the account needs authorising again. */
    tokenError: text("token_error"),
    status: text("status", { enum: ["active", "unbound"] }).notNull().default("active"),
    /** When the operator chose to keep this account active over a smaller plan; kept accounts rank first (see `keepRank`). */
    keptAt: timestamp("kept_at", { withTimezone: true }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull(),
    unboundAt: timestamp("unbound_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("platform_accounts_active_external_key")
      .on(table.platform, table.externalId)
      .where(sql`${table.status} = 'active'`),
    index("platform_accounts_user_idx").on(table.userId, table.status),
    // The accounts list's order: a page is read off the index instead of sorting all the operator's accounts.
    index("platform_accounts_user_linked_idx")
      .on(table.userId, table.linkedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'active'`),
    index("platform_accounts_access_expiry_idx").on(table.accessExpiresAt),
  ],
);

/** An operator's named sets of accounts (spec: account groups). */
export const accountGroups = pgTable(
  "account_groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    remark: text("remark").notNull().default(""),
    color: smallint("color").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("account_groups_user_name_key").on(table.userId, table.name)],
);

export const accountGroupMembers = pgTable(
  "account_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => accountGroups.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.accountId] }), index("account_group_members_account_idx").on(table.accountId)],
);

/** One attempt to link an account (redirect or QR / device); only a hash of its OAuth state is kept. */
export const platformLinkSessions = pgTable(
  "platform_link_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["tiktok", "youtube"] }).notNull(),
    method: text("method", { enum: ["redirect", "qr"] }).notNull(),
    stateHash: text("state_hash").notNull(),
    /** QR / device: the adapter's poll handle, encrypted. */
    deviceHandleEncrypted: text("device_handle_encrypted"),
    redirectUri: text("redirect_uri"),
    authUrl: text("auth_url"),
    qrContent: text("qr_content"),
    userCode: text("user_code"),
    verificationUrl: text("verification_url"),
    status: text("status", { enum: ["pending", "scanned", "linked", "expired", "denied", "failed"] }).notNull().default("pending"),
    accountId: integer("account_id").references(() => platformAccounts.id, { onDelete: "set null" }),
    /** Message key of why it was denied or failed. */
    messageKey: text("message_key"),
    messageParams: text("message_params"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    pollIntervalSeconds: integer("poll_interval_seconds").notNull().default(5),
    nextPollAt: timestamp("next_poll_at", { withTimezone: true }),
    createdByAdminId: integer("created_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("platform_link_sessions_state_key").on(table.stateHash), index("platform_link_sessions_user_idx").on(table.userId)],
);

/** Shared usage counters (YouTube quota units, TikTok daily posts) per key and period. */
export const platformUsage = pgTable(
  "platform_usage",
  {
    key: text("key").notNull(),
    period: text("period").notNull(),
    units: bigint("units", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.period] })],
);

/**
 * The times (epoch ms, oldest first) of a key's recent calls, for a platform's sliding-window rate
 * limit (TikTok's calls per token per minute): one row per key, so one locked upsert decides a call.
 */
export const platformCallWindows = pgTable("platform_call_windows", {
  key: text("key").primaryKey(),
  times: bigint("times", { mode: "number" }).array().notNull(),
});

/** One row per account and day: the totals seen that day (for charts over months). */
export const accountMetricsDaily = pgTable(
  "account_metrics_daily",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    fans: bigint("fans", { mode: "number" }).notNull(),
    likes: bigint("likes", { mode: "number" }).notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
    videos: bigint("videos", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.date] })],
);
