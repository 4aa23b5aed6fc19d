import { z } from "zod";
import { platformSchema } from "./enums.ts";
import { pageQueryShape, recordIdParamSchema, sortQueryShape } from "./primitives.ts";
import { publishPhaseSchema } from "./publishing.ts";
import { RUN_MODES } from "./health.ts";

/** Jobs of one job name by state; `scheduled` are waiting for a start time still to come. */
export const queueJobCountsSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  scheduled: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});
export type QueueJobCounts = z.infer<typeof queueJobCountsSchema>;

/** One process that runs jobs, as it last reported itself. */
export const workerHeartbeatSchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  runMode: z.enum(RUN_MODES),
  version: z.string(),
  startedAt: z.string(),
  lastBeatAt: z.string(),
  /** Whether it beat within the last minute. */
  alive: z.boolean(),
});
export type WorkerHeartbeat = z.infer<typeof workerHeartbeatSchema>;

/**
 * A platform's usage counted today in the shared ledger: TikTok counts posts per creator per UTC
 * day (`limitPerAccount` each), YouTube counts the project's quota units or uploads per Pacific day.
 */
export const platformUsageTodaySchema = z.object({
  platform: platformSchema,
  day: z.string(),
  unit: z.enum(["posts", "quotaUnits", "uploads"]),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  limitPerAccount: z.number().int().nullable(),
  /** Who the limit is counted for (TikTok creators, YouTube API projects) with usage today, and how many reached it. */
  holders: z.number().int(),
  holdersAtLimit: z.number().int(),
});
export type PlatformUsageToday = z.infer<typeof platformUsageTodaySchema>;

export const deliveryChannelSchema = z.enum(["email", "sms"]);

/**
 * Backups: the schedule in force (cron, UTC; null: none), how many scheduled files are kept, whether
 * a backup holds the database (embedded) or only the data folder (a PostgreSQL server: pg_dump), and
 * the last success and failure, whether on schedule or by `npm run backup`.
 */
export const backupHealthSchema = z.object({
  schedule: z.string().nullable(),
  keep: z.number().int(),
  databaseIncluded: z.boolean(),
  lastSuccess: z.object({ at: z.string(), bytes: z.number(), durationMs: z.number(), scheduled: z.boolean() }).nullable(),
  lastFailure: z.object({ at: z.string(), reason: z.string(), scheduled: z.boolean() }).nullable(),
});
export type BackupHealth = z.infer<typeof backupHealthSchema>;

export const systemHealthSchema = z.object({
  checkedAt: z.string(),
  queue: z.array(queueJobCountsSchema),
  workers: z.array(workerHeartbeatSchema),
  /** When a worker last ran the once-a-minute heartbeat job (proof that jobs are being taken). */
  lastHeartbeatJobAt: z.string().nullable(),
  platformUsage: z.array(platformUsageTodaySchema),
  stuckItems: z.number().int(),
  reconnectAccounts: z.number().int(),
  /** Failed sends in the last 24 hours. */
  deliveryFailures: z.object({ email: z.number().int(), sms: z.number().int() }),
  backup: backupHealthSchema,
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** Stuck items: by last progress (the default, oldest first), attempts or lease end. */
export const stuckItemPageRequestSchema = z.object({ ...pageQueryShape, ...sortQueryShape(["updatedAt", "attempt", "leaseUntil"], "asc") });
export type StuckItemPageQuery = z.output<typeof stuckItemPageRequestSchema>;
/** Accounts to reconnect: by when they were linked (the default, newest first), name or the owner's email. */
export const reconnectAccountPageRequestSchema = z.object({ ...pageQueryShape, ...sortQueryShape(["linkedAt", "name", "owner"]) });
export type ReconnectAccountPageQuery = z.output<typeof reconnectAccountPageRequestSchema>;

const ownerSchema = z.object({ id: z.number().int(), email: z.string().nullable(), nickname: z.string().nullable() });

/** A publish item in progress past its deadline: its lease ran out, or it was due long ago and no worker took it. */
export const stuckItemSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  title: z.string(),
  platform: platformSchema,
  account: z.object({ id: z.number().int(), name: z.string() }),
  owner: ownerSchema,
  phase: publishPhaseSchema,
  attempt: z.number().int(),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  updatedAt: z.string(),
  leaseUntil: z.string().nullable(),
});
export type StuckItem = z.infer<typeof stuckItemSchema>;
export const stuckItemPageSchema = z.object({ list: z.array(stuckItemSchema), total: z.number().int() });
export const stuckItemParamsSchema = z.object({ id: recordIdParamSchema });
export const stuckItemRetrySchema = z.object({ id: z.number().int(), job: z.enum(["publish", "status"]) });

/** A linked account whose platform grant lapsed: its operator must authorise it again. */
export const reconnectAccountSchema = z.object({
  id: z.number().int(),
  platform: platformSchema,
  name: z.string(),
  username: z.string().nullable(),
  owner: ownerSchema,
  reason: z.string(),
  linkedAt: z.string(),
});
export type ReconnectAccount = z.infer<typeof reconnectAccountSchema>;
export const reconnectAccountPageSchema = z.object({ list: z.array(reconnectAccountSchema), total: z.number().int() });

/** Failed sends: by when they failed (the default, newest first), recipient or channel. */
export const deliveryFailurePageRequestSchema = z.object({ channel: deliveryChannelSchema.optional(), ...pageQueryShape, ...sortQueryShape(["failedAt", "recipient", "channel"]) });
export type DeliveryFailurePageQuery = z.output<typeof deliveryFailurePageRequestSchema>;
export const deliveryFailureSchema = z.object({
  id: z.number().int(),
  channel: deliveryChannelSchema,
  provider: z.string(),
  recipient: z.string(),
  subject: z.string(),
  error: z.string(),
  failedAt: z.string(),
});
export type DeliveryFailure = z.infer<typeof deliveryFailureSchema>;
export const deliveryFailurePageSchema = z.object({ list: z.array(deliveryFailureSchema), total: z.number().int() });
