import { z } from "zod";
import { platformSchema } from "./enums.ts";
import { pageQueryShape, recordIdParamSchema } from "./primitives.ts";

/**
 * The publishing calendar (发布日历): every target (publish item) of the caller by its time, in the
 * operator's time zone, and moving a target that has not started.
 *
 * - `GET /api/v1/publish/calendar/summary`: the month or week grid, one bucket per day (month) or
 *   hour (week) that holds at least one target, with its counts per state and its first
 *   `CALENDAR_BUCKET_EVENTS` targets by time.
 * - `GET /api/v1/publish/calendar/events`: the targets of a range, paged, ordered by time (the list of
 *   a day with many posts, the phone's agenda).
 * - `PATCH /api/v1/publish/items/:itemId/schedule`: move a waiting target; the server re-checks the
 *   schedule (interval per account, quotas, preflight) and answers the moved event or refuses with why.
 */

/**
 * A target's state on the calendar, from its status and phase:
 * `waiting` 等待发布 (status 0, not started: phase waiting / waiting_quota), `distributing` 分发中
 * (status 0, started: uploading / processing / verifying), `succeeded` 成功 (1), `failed` 失败 (2),
 * `unverified` 需核实 (3).
 */
export const CALENDAR_STATES = ["waiting", "distributing", "succeeded", "failed", "unverified"] as const;
export const calendarStateSchema = z.enum(CALENDAR_STATES);
export type CalendarState = z.infer<typeof calendarStateSchema>;

export const CALENDAR_VIEWS = ["month", "week"] as const;
export const calendarViewSchema = z.enum(CALENDAR_VIEWS, { error: "validation.calendar.view" });
export type CalendarView = z.infer<typeof calendarViewSchema>;

const DAY_MS = 86_400_000;
/** Longest `to - from` per view: a month grid shows at most 6 weeks (+1 day for a zone's DST shift), a week 8 days. */
export const CALENDAR_MAX_RANGE_MS: Record<CalendarView, number> = { month: 43 * DAY_MS, week: 8 * DAY_MS };
/** Targets each summary bucket lists (the rest are counted: "+N"). */
export const CALENDAR_BUCKET_EVENTS = 3;
/** A target can be moved to no earlier than now + this (the worker needs a moment to see the change). */
export const CALENDAR_MIN_LEAD_MS = 60_000;
/** How far ahead a target may be moved. */
export const CALENDAR_MAX_AHEAD_DAYS = 366;
export const CALENDAR_DEFAULT_ZONE = "Asia/Shanghai";

/** True when `zone` is an IANA time zone this runtime knows ("Asia/Shanghai", "UTC"). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const instantSchema = z.iso.datetime({ offset: true, error: "validation.calendar.instant" });

const zoneNameSchema = z
  .string({ error: "validation.calendar.timeZone" })
  .max(64, { error: "validation.calendar.timeZone" })
  .regex(/^[A-Za-z][A-Za-z0-9/_+-]*$/, { error: "validation.calendar.timeZone" })
  .refine(isKnownTimeZone, { error: "validation.calendar.timeZone" });

/** An IANA zone name ("Asia/Shanghai"); `CALENDAR_DEFAULT_ZONE` when left out. */
export const calendarTimeZoneSchema = zoneNameSchema.default(CALENDAR_DEFAULT_ZONE);

/** Filters both lists share: one platform, one account group's accounts, one account. */
const calendarFilterShape = {
  from: instantSchema,
  to: instantSchema,
  timeZone: calendarTimeZoneSchema,
  platform: platformSchema.optional(),
  groupId: recordIdParamSchema.optional(),
  accountId: recordIdParamSchema.optional(),
};

function checkRange(query: { from: string; to: string }, maxMs: number, context: z.core.$RefinementCtx) {
  const span = Date.parse(query.to) - Date.parse(query.from);
  if (!(span > 0)) context.addIssue({ code: "custom", path: ["to"], message: "validation.calendar.rangeOrder" });
  else if (span > maxMs) context.addIssue({ code: "custom", path: ["to"], message: "validation.calendar.rangeTooLong" });
}

/** `?from&to&timeZone&view=month|week&platform&groupId&accountId`; `[from, to)` at most `CALENDAR_MAX_RANGE_MS[view]`. */
export const calendarSummaryQuerySchema = z
  .object({ ...calendarFilterShape, view: calendarViewSchema.default("month") })
  .superRefine((query, context) => checkRange(query, CALENDAR_MAX_RANGE_MS[query.view], context));
export type CalendarSummaryQuery = z.infer<typeof calendarSummaryQuerySchema>;

/** `?from&to&timeZone&platform&groupId&accountId&page&pageSize`; `[from, to)` at most a month view's range. */
export const calendarEventsQuerySchema = z
  .object({ ...calendarFilterShape, ...pageQueryShape })
  .superRefine((query, context) => checkRange(query, CALENDAR_MAX_RANGE_MS.month, context));
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuerySchema>;

/** One target on the calendar. */
export const calendarEventSchema = z.object({
  itemId: z.number().int(),
  taskId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  accountAvatar: z.string().nullable(),
  platform: platformSchema,
  kind: z.enum(["video", "photo"]),
  title: z.string(),
  state: calendarStateSchema,
  /** Where it sits on the calendar: the finish time of a succeeded or failed target when known, else `scheduledAt`. */
  at: z.string(),
  scheduledAt: z.string(),
  /** It can be dragged: `waiting`, no worker holds it, and nothing of it was sent to the platform yet (not a retry of a begun upload). */
  movable: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarCountsSchema = z.object({
  waiting: z.number().int(),
  distributing: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  unverified: z.number().int(),
});
export type CalendarCounts = z.infer<typeof calendarCountsSchema>;

export const calendarBucketSchema = z.object({
  /** Start of the day (month view) or hour (week view) in the request's zone, as an ISO instant. */
  start: z.string(),
  counts: calendarCountsSchema,
  total: z.number().int(),
  /** The bucket's first `CALENDAR_BUCKET_EVENTS` targets by `at` (then item id). */
  events: z.array(calendarEventSchema),
});
export type CalendarBucket = z.infer<typeof calendarBucketSchema>;

/** Only buckets with at least one target, in time order. */
export const calendarSummarySchema = z.object({ timeZone: z.string(), buckets: z.array(calendarBucketSchema) });
export type CalendarSummary = z.infer<typeof calendarSummarySchema>;

/** Ordered by `at`, then item id. */
export const calendarEventPageSchema = z.object({ list: z.array(calendarEventSchema), total: z.number().int() });
export type CalendarEventPage = z.infer<typeof calendarEventPageSchema>;

export const rescheduleItemParamsSchema = z.object({ itemId: recordIdParamSchema });
/**
 * `PATCH /api/v1/publish/items/:itemId/schedule`: the new time, an ISO instant with its offset, and
 * optionally the zone the operator sees (times in a refusal are written in it; else the task's zone).
 */
export const rescheduleItemRequestSchema = z.object({ scheduledAt: instantSchema, timeZone: zoneNameSchema.optional() });
export type RescheduleItemRequest = z.infer<typeof rescheduleItemRequestSchema>;
