import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { accountGroups, platformAccounts } from "./accounts.ts";
import { users } from "./identity.ts";

/**
 * An operator's publish request for one platform type (spec section 3): `PUBLISH_TIKTOK` /
 * `PUBLISH_YOUTUBE` for videos, `SEND_CONTENT` for an image set. Its targets are `publish_items`.
 */
export const publishTasks = pgTable(
  "publish_tasks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["UPLOAD", "PUBLISH_TIKTOK", "PUBLISH_YOUTUBE", "SEND_CONTENT"] }).notNull(),
    platform: text("platform", { enum: ["tiktok", "youtube"] }).notNull(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    coverMediaId: integer("cover_media_id"),
    /** The post options as requested (privacy, interactions, branded content, tags, …). */
    options: jsonb("options").$type<Record<string, unknown>>().notNull(),
    sendType: text("send_type", { enum: ["group", "accounts"] }).notNull(),
    groupId: integer("group_id").references(() => accountGroups.id, { onDelete: "set null" }),
    intervalSeconds: integer("interval_seconds").notNull().default(0),
    jitterSeconds: integer("jitter_seconds").notNull().default(0),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    /** The IANA zone the operator chose the start in (times are stored in UTC). */
    timeZone: text("time_zone").notNull().default("UTC"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Spec: operate time (last resend / cancel). */
    operatedAt: timestamp("operated_at", { withTimezone: true }).notNull(),
    /** Its items by status, kept by the `publish_items_count` trigger (migration 0010) so the records list reads no items. */
    itemsTotal: integer("items_total").notNull().default(0),
    itemsDistributing: integer("items_distributing").notNull().default(0),
    itemsSucceeded: integer("items_succeeded").notNull().default(0),
    itemsFailed: integer("items_failed").notNull().default(0),
    /** Items to verify on the platform (status 3), counted apart from failed ones (migration 0016). */
    itemsUnverified: integer("items_unverified").notNull().default(0),
    /** Failed items that were cancelled before they started (status 2, code `cancelled`): shown apart from real failures (migration 0019). */
    itemsCancelled: integer("items_cancelled").notNull().default(0),
    /** The task's 0/1/2/3: distributing while any item is, else failed when any failed, else to verify when any is. */
    status: smallint("status")
      .notNull()
      .generatedAlwaysAs(sql`case when items_distributing > 0 then 0 when items_failed > 0 then 2 when items_unverified > 0 then 3 else 1 end`),
    /**
     * 1 for the operator's oldest task (by created_at, id), N for the newest, no gaps: kept by the
     * `publish_task_position` trigger (migration 0015) so any page of the unfiltered records list is
     * read by position instead of walking past the tasks before it.
     */
    listPosition: integer("list_position").notNull().default(0),
  },
  (table) => [
    index("publish_tasks_user_created_idx").on(table.userId, table.createdAt, table.id),
    index("publish_tasks_user_status_created_idx").on(table.userId, table.status, table.createdAt, table.id),
    index("publish_tasks_user_position_idx").on(table.userId, table.listPosition),
  ],
);

/**
 * How many tasks each operator has per platform, type and status, kept by the `publish_tasks_total`
 * trigger (migration 0010): the records list's total without counting the operator's tasks.
 */
export const publishTaskTotals = pgTable(
  "publish_task_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["tiktok", "youtube"] }).notNull(),
    type: text("type", { enum: ["UPLOAD", "PUBLISH_TIKTOK", "PUBLISH_YOUTUBE", "SEND_CONTENT"] }).notNull(),
    status: smallint("status").notNull(),
    tasks: integer("tasks").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.platform, table.type, table.status] })],
);

/**
 * One target of a task: one account with its media. `status` is the spec's 0/1/2; `phase` is where
 * the worker stands. The lease (`lease_owner`, `lease_until`) is the exactly-once guard: only the
 * worker holding a live lease may call the platform for this item.
 */
export const publishItems = pgTable(
  "publish_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer("task_id")
      .notNull()
      .references(() => publishTasks.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["tiktok", "youtube"] }).notNull(),
    kind: text("kind", { enum: ["video", "photo"] }).notNull(),
    /** Video: one media id; photo post: the images in order. */
    mediaIds: integer("media_ids").array().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: smallint("status").notNull().default(0),
    phase: text("phase", { enum: ["waiting", "waiting_quota", "uploading", "processing", "verifying", "published", "failed", "unverified"] })
      .notNull()
      .default("waiting"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    attempt: integer("attempt").notNull().default(1),
    /** Transient failures of the current attempt's upload (bounded). */
    retries: integer("retries").notNull().default(0),
    /** Failed status checks of the current attempt, a budget apart from the upload's: they never fail a post the platform has. */
    pollFailures: integer("poll_failures").notNull().default(0),
    uploadedBytes: bigint("uploaded_bytes", { mode: "number" }).notNull().default(0),
    totalBytes: bigint("total_bytes", { mode: "number" }).notNull().default(0),
    /** TikTok publish_id (saved before any byte is sent) or YouTube video id. */
    publishId: text("publish_id"),
    /** The real post id (TikTok: from publicaly_available_post_id, never the publish_id). */
    postId: text("post_id"),
    postUrl: text("post_url"),
    /** Succeeded while TikTok still moderates: the link comes from a slow background check. */
    linkPending: boolean("link_pending").notNull().default(false),
    errorCode: text("error_code"),
    errorKey: text("error_key"),
    errorParams: jsonb("error_params").$type<Record<string, string | number>>(),
    resumeState: jsonb("resume_state").$type<Record<string, unknown>>(),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** When the status poll gives up (the poll budget). */
    pollUntil: timestamp("poll_until", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("publish_items_task_idx").on(table.taskId),
    index("publish_items_account_schedule_idx").on(table.accountId, table.scheduledAt),
    /** The calendar reads one operator's targets in a time range. */
    index("publish_items_user_schedule_idx").on(table.userId, table.scheduledAt),
    /** The media library counts the targets that use each file. */
    index("publish_items_media_ids_idx").using("gin", table.mediaIds),
    index("publish_items_open_idx")
      .on(table.phase, table.scheduledAt)
      .where(sql`${table.status} = 0`),
  ],
);

/**
 * Every platform call made for an item, each attempt of each call (and a run's takeover of a stopped
 * worker's lease): the target's history in the detail views.
 */
export const publishCalls = pgTable(
  "publish_calls",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer("item_id")
      .notNull()
      .references(() => publishItems.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    call: text("call").notNull(),
    outcome: text("outcome", { enum: ["ok", "refused", "unknown", "takeover"] }).notNull(),
    httpStatus: smallint("http_status"),
    errorClass: text("error_class"),
    errorCode: text("error_code"),
    durationMs: integer("duration_ms").notNull().default(0),
    worker: text("worker").notNull(),
    takeover: boolean("takeover").notNull().default(false),
  },
  (table) => [index("publish_calls_item_idx").on(table.itemId, table.id)],
);

/** Every attempt of an item, kept as history (a resend starts a new one). */
export const publishAttempts = pgTable(
  "publish_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer("item_id")
      .notNull()
      .references(() => publishItems.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    status: smallint("status").notNull().default(0),
    publishId: text("publish_id"),
    errorCode: text("error_code"),
    errorKey: text("error_key"),
    errorParams: jsonb("error_params").$type<Record<string, string | number>>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** What the attempt sent: the item's title and description and the task's options then (a resend may edit them). */
    title: text("title"),
    description: text("description"),
    options: jsonb("options").$type<Record<string, unknown>>(),
  },
  (table) => [index("publish_attempts_item_idx").on(table.itemId, table.attempt)],
);

/**
 * A publish screen's work in progress (视频发布 / 图文发布), saved as the operator goes so it survives
 * a refresh or another device. `content` is the form as it stood (contracts' `publishDraftContentSchema`);
 * `title`, the counts and the time are kept beside it for the drafts list.
 */
export const publishDrafts = pgTable(
  "publish_drafts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["video", "photo"] }).notNull(),
    title: text("title").notNull().default(""),
    accountCount: integer("account_count").notNull().default(0),
    mediaCount: integer("media_count").notNull().default(0),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("publish_drafts_user_idx").on(table.userId, table.kind, table.updatedAt)],
);
