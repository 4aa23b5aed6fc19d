import { z } from "zod";
import { platformSchema, publishStatusSchema, publishTaskTypeSchema } from "./enums.ts";
import { idParamsSchema, pageQueryShape, recordIdParamSchema, recordIdSchema, sortQueryShape } from "./primitives.ts";

/**
 * The publishing engine's API (CRM `/CRM/dataSend/*`, admin `task/page` and `task/retry`): a task
 * per platform type, one item per target account, every attempt kept.
 */

export const PUBLISH_TITLE_MAX_LENGTH = 100;
export const PUBLISH_DESCRIPTION_MAX_LENGTH = 2000;
export const PUBLISH_MAX_INTERVAL_SECONDS = 86_400;
export const PUBLISH_MAX_IMAGES = 35;

export const PRIVACY_CHOICES = ["public", "friends", "private"] as const;
export const privacyChoiceSchema = z.enum(PRIVACY_CHOICES, { error: "validation.publish.privacy.required" });

/**
 * Where an item stands in the worker (finer than the status). `verifying`: the answer to the call that
 * creates the post was lost, and the engine looks for the post on the platform before deciding;
 * `unverified`: the platform cannot be read to tell (status 3, 需核实).
 */
export const PUBLISH_PHASES = ["waiting", "waiting_quota", "uploading", "processing", "verifying", "published", "failed", "unverified"] as const;
export const publishPhaseSchema = z.enum(PUBLISH_PHASES);
export type PublishPhase = z.infer<typeof publishPhaseSchema>;

const titleSchema = z
  .string({ error: "validation.publish.title.required" })
  .trim()
  .min(1, { error: "validation.publish.title.required" })
  .max(PUBLISH_TITLE_MAX_LENGTH, { error: "validation.publish.title.tooLong" });
const descriptionSchema = z.string().trim().max(PUBLISH_DESCRIPTION_MAX_LENGTH, { error: "validation.publish.description.tooLong" });

/** Spec section 3 options; TikTok's creator_info decides which are allowed per account. */
export const publishOptionsSchema = z.object({
  privacy: privacyChoiceSchema,
  allowComment: z.boolean().default(true),
  allowDuet: z.boolean().default(false),
  allowStitch: z.boolean().default(false),
  /** Photo posts: TikTok adds recommended music. */
  autoAddMusic: z.boolean().default(false),
  /** Paid partnership; never private (spec: Branded content cannot be private). */
  brandedContent: z.boolean().default(false),
  ownBrand: z.boolean().default(false),
  aiGenerated: z.boolean().default(false),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
});
export type PublishOptions = z.infer<typeof publishOptionsSchema>;

const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Who gets the post, when, and how far apart. */
const targetingShape = {
  sendType: z.enum(["group", "accounts"]),
  groupId: recordIdSchema.optional(),
  accountIds: z.array(recordIdSchema).max(500).optional(),
  intervalSeconds: z
    .number({ error: "validation.publish.interval" })
    .int({ error: "validation.publish.interval" })
    .min(0, { error: "validation.publish.interval" })
    .max(PUBLISH_MAX_INTERVAL_SECONDS, { error: "validation.publish.interval" })
    .default(0),
  /** A random extra delay of up to this many seconds per item. */
  jitterSeconds: z.number().int().min(0).max(3600).default(0),
  /** A future start with an explicit offset (`2026-11-24T09:00:00+08:00`); absent: now. */
  startAt: z.iso.datetime({ offset: true, error: "validation.publish.startAt" }).optional(),
  timeZone: z.string().max(64).refine(isValidTimeZone, { error: "validation.publish.timeZone" }).default("UTC"),
  name: z.string().trim().max(100).optional(),
};

const brandedNotPrivate = (value: { options: PublishOptions }) => !(value.options.brandedContent && value.options.privacy === "private");
const brandedIssue = { error: "validation.publish.brandedPrivate", path: ["options", "brandedContent"] };

export const createVideoTaskRequestSchema = z
  .object({
    ...targetingShape,
    title: titleSchema,
    description: descriptionSchema.default(""),
    coverMediaId: recordIdSchema.optional(),
    /** The uploaded videos in order; each account gets its own, assigned in order unless `assignment` says otherwise. */
    mediaIds: z.array(recordIdSchema, { error: "validation.publish.videos.required" }).min(1, { error: "validation.publish.videos.required" }).max(500),
    assignment: z.array(z.object({ accountId: recordIdSchema, mediaId: recordIdSchema })).max(500).optional(),
    overrides: z
      .array(z.object({ accountId: recordIdSchema, title: titleSchema.optional(), description: descriptionSchema.optional() }))
      .max(500)
      .optional(),
    options: publishOptionsSchema,
  })
  .refine(brandedNotPrivate, brandedIssue);
export type CreateVideoTaskRequest = z.input<typeof createVideoTaskRequestSchema>;

export const createPhotoTaskRequestSchema = z
  .object({
    ...targetingShape,
    title: titleSchema,
    description: descriptionSchema.default(""),
    imageMediaIds: z
      .array(recordIdSchema, { error: "validation.publish.images.count" })
      .min(1, { error: "validation.publish.images.count" })
      .max(PUBLISH_MAX_IMAGES, { error: "validation.publish.images.count" }),
    coverIndex: z.number().int().min(0).max(PUBLISH_MAX_IMAGES - 1).default(0),
    options: publishOptionsSchema,
  })
  .refine(brandedNotPrivate, brandedIssue);
export type CreatePhotoTaskRequest = z.input<typeof createPhotoTaskRequestSchema>;

export const publishErrorSchema = z.object({ code: z.string(), reason: z.string() }).nullable();

export const publishAttemptSchema = z.object({
  attempt: z.number().int(),
  status: publishStatusSchema,
  publishId: z.string().nullable(),
  error: publishErrorSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** What this attempt sent (a resend may have edited them); absent on attempts stored before they were kept. */
  title: z.string().optional(),
  description: z.string().optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** One platform call made for an item (every attempt of every call), or a run's lease taken over from a stopped worker. */
export const PUBLISH_CALL_OUTCOMES = ["ok", "refused", "unknown", "takeover"] as const;
export const publishCallSchema = z.object({
  at: z.string(),
  /** Which attempt of the item (a resend starts the next). */
  attempt: z.number().int(),
  /** The call, e.g. `tiktok content/init`, `youtube videos.insert session`, or `lease` for a takeover. */
  call: z.string(),
  /** `ok`: answered with success; `refused`: answered with an error; `unknown`: no answer (dropped, timed out). */
  outcome: z.enum(PUBLISH_CALL_OUTCOMES),
  httpStatus: z.number().int().nullable(),
  /** The platform's error class (retryable, reconnect, quota, permanent) and code, when it failed. */
  errorClass: z.string().nullable(),
  errorCode: z.string().nullable(),
  durationMs: z.number().int(),
  /** The worker process that made the call (host:pid). */
  worker: z.string(),
  /** This run took over an expired lease from another worker (that worker stopped or stalled). */
  takeover: z.boolean(),
});
export type PublishCall = z.infer<typeof publishCallSchema>;

export const publishItemSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  platform: platformSchema,
  kind: z.enum(["video", "photo"]),
  mediaIds: z.array(z.number().int()),
  title: z.string(),
  /** The text sent with the title (the detail views; a resend may edit both). */
  description: z.string().optional(),
  status: publishStatusSchema,
  phase: publishPhaseSchema,
  /** A readable line for the phase (waiting for quota, link pending, …) in the request's language. */
  phaseLabel: z.string().nullable(),
  scheduledAt: z.string(),
  attempt: z.number().int(),
  uploadedBytes: z.number().int(),
  totalBytes: z.number().int(),
  publishId: z.string().nullable(),
  postId: z.string().nullable(),
  postUrl: z.string().nullable(),
  linkPending: z.boolean(),
  error: publishErrorSchema,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  attempts: z.array(publishAttemptSchema).optional(),
  /** Every platform call of every attempt, oldest first (the detail views only). */
  calls: z.array(publishCallSchema).optional(),
});
export type PublishItem = z.infer<typeof publishItemSchema>;

export const publishCountsSchema = z.object({
  total: z.number().int(),
  distributing: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Status 3 (需核实): counted apart from failed, never resent with the task. */
  unverified: z.number().int(),
  /** Of `failed`, the targets cancelled before they started (已取消, not a platform's refusal). */
  cancelled: z.number().int(),
});

export const publishTaskSchema = z.object({
  id: z.number().int(),
  type: publishTaskTypeSchema,
  /** The spec's label of the type, in the request's language. */
  typeLabel: z.string(),
  platform: platformSchema,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  coverMediaId: z.number().int().nullable(),
  options: z.record(z.string(), z.unknown()),
  sendType: z.enum(["group", "accounts"]),
  groupId: z.number().int().nullable(),
  intervalSeconds: z.number().int(),
  startAt: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
  operatedAt: z.string(),
  /** 0 while any item is distributing, else 2 when any failed, else 3 when any is to verify, else 1. */
  status: publishStatusSchema,
  counts: publishCountsSchema,
});
export type PublishTask = z.infer<typeof publishTaskSchema>;

export const publishTaskDetailSchema = publishTaskSchema.extend({ items: z.array(publishItemSchema) });
export type PublishTaskDetail = z.infer<typeof publishTaskDetailSchema>;

export const createdPublishTasksSchema = z.object({ tasks: z.array(publishTaskSchema) });

const dateFilter = z.iso.datetime({ offset: true, error: "validation.publish.startAt" });

export const publishTaskListRequestSchema = z.object({
  status: z.coerce.number().pipe(publishStatusSchema).optional(),
  platform: platformSchema.optional(),
  type: publishTaskTypeSchema.optional(),
  accountId: recordIdParamSchema.optional(),
  groupId: recordIdParamSchema.optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  keyword: z.string().trim().max(100).optional(),
  ...pageQueryShape,
});
export type PublishTaskListRequest = z.input<typeof publishTaskListRequestSchema>;

export const publishTaskPageSchema = z.object({ list: z.array(publishTaskSchema), total: z.number().int() });

export const publishTaskIdParamsSchema = idParamsSchema;
export const publishItemParamsSchema = z.object({ id: recordIdParamSchema, itemId: recordIdParamSchema });
/**
 * Resending one item. An item to verify (status 3) is resent only with `confirmNotPosted: true`: the
 * operator has looked on the platform and the post is not there.
 */
/**
 * What a resend may change before the new attempt: the targets' title and description, and the task's
 * options (tags, privacy, interactions). Absent fields keep what the failed attempt sent; the edited
 * values pass the same rules as a new task (the contracts' shapes, the platforms' preflight, TikTok's
 * creator_info).
 */
const resendEditsShape = {
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  options: publishOptionsSchema.optional(),
};
const resendBrandedNotPrivate = (value: { options?: PublishOptions }) => !value.options || brandedNotPrivate({ options: value.options });
export const resendItemRequestSchema = z
  .object({ confirmNotPosted: z.boolean().default(false), ...resendEditsShape })
  .refine(resendBrandedNotPrivate, brandedIssue)
  .default({ confirmNotPosted: false });
export type ResendItemRequest = z.input<typeof resendItemRequestSchema>;
/** 重发任务: every failed target of the task goes again; a title or description given replaces each one's. */
export const resendTaskRequestSchema = z.object(resendEditsShape).refine(resendBrandedNotPrivate, brandedIssue).default({});
export type ResendTaskRequest = z.input<typeof resendTaskRequestSchema>;
export type ResendEdits = Pick<z.output<typeof resendTaskRequestSchema>, "title" | "description" | "options">;

/** Live progress: a cheap poll of the task's counts and each item's phase and bytes. */
export const publishProgressSchema = z.object({
  taskId: z.number().int(),
  status: publishStatusSchema,
  counts: publishCountsSchema,
  items: z.array(publishItemSchema.pick({ id: true, status: true, phase: true, phaseLabel: true, uploadedBytes: true, totalBytes: true, postUrl: true, linkPending: true, error: true })),
});

/** What each selected account allows (TikTok creator_info), asked before composing a post. */
/** `?accountIds=1,2,3`: comma-separated ids, each one a valid row id. */
export const publishOptionsRequestSchema = z.object({
  accountIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: "validation.publish.accounts.required" })
    .transform((list) => list.split(",").map(Number))
    .pipe(z.array(recordIdSchema).min(1).max(500)),
});
export const accountPublishOptionsSchema = z.object({
  accountId: z.number().int(),
  platform: platformSchema,
  privacyChoices: z.array(privacyChoiceSchema),
  commentDisabled: z.boolean(),
  duetDisabled: z.boolean(),
  stitchDisabled: z.boolean(),
  maxVideoDurationSeconds: z.number().nullable(),
  supportsPhotos: z.boolean(),
  /** Why the account's options could not be read (needs reconnecting, …); null when read. */
  error: z.string().nullable(),
});
export const publishOptionsListSchema = z.object({ list: z.array(accountPublishOptionsSchema) });

// --- Admin back-office --------------------------------------------------------------------------

/** The back-office task filters: `owner` matches the owner's email, nickname or phone; `keyword` the task's name or title. */
const adminTaskFilterShape = {
  status: z.coerce.number().pipe(publishStatusSchema).optional(),
  platform: platformSchema.optional(),
  type: publishTaskTypeSchema.optional(),
  userId: recordIdParamSchema.optional(),
  owner: z.string().trim().max(100).optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  keyword: z.string().trim().max(100).optional(),
};
/** The back-office task orders: created (the default, newest first), last operated, name, failed targets, the owner's email. */
export const ADMIN_TASK_SORT_KEYS = ["createdAt", "operatedAt", "name", "itemsFailed", "owner"] as const;
export type AdminTaskSortKey = (typeof ADMIN_TASK_SORT_KEYS)[number];
const adminTaskSortShape = sortQueryShape(ADMIN_TASK_SORT_KEYS);
/** `POST /admin/api/v1/task/page` takes query params (spec section 7). */
export const adminTaskPageRequestSchema = z.object({ ...adminTaskFilterShape, ...adminTaskSortShape, ...pageQueryShape });
export type AdminTaskPageRequest = z.input<typeof adminTaskPageRequestSchema>;
/** `GET /admin/api/v1/task/export`: the list's filters and order, every page. */
export const adminTaskExportRequestSchema = z.object({ ...adminTaskFilterShape, ...adminTaskSortShape });
export const adminTaskOwnerSchema = z.object({ id: z.number().int(), email: z.string().nullable(), nickname: z.string().nullable() });
export const adminTaskSchema = publishTaskSchema.extend({
  owner: adminTaskOwnerSchema,
  /** The cover image (the chosen thumbnail, or the image set's cover) when it is still stored. */
  coverUrl: z.string().nullable(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;
export const adminTaskPageSchema = z.object({ list: z.array(adminTaskSchema), total: z.number().int() });
export type AdminTaskPage = z.infer<typeof adminTaskPageSchema>;
export const adminTaskRetryRequestSchema = z.object({ id: recordIdParamSchema });
/** `GET /admin/api/v1/task/detail?id=`: a task with its owner, items and their attempts. */
export const adminTaskDetailRequestSchema = adminTaskRetryRequestSchema;
/** Each item with the file names of its media (a file deleted since is left out). */
export const adminTaskDetailSchema = adminTaskSchema.extend({ items: z.array(publishItemSchema.extend({ mediaNames: z.array(z.string()) })) });
export type AdminTaskDetail = z.infer<typeof adminTaskDetailSchema>;
export const resendResultSchema = z.object({ resent: z.number().int() });
export const cancelResultSchema = z.object({ cancelled: z.number().int() });
