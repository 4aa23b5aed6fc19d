import { z } from "zod";
import { recordIdSchema } from "./primitives.ts";

/**
 * Best time to post (`GET /api/v1/analytics/bestTimes`): per account, the hours of the week whose
 * posts had the best median views over the last 90 days of stored per-post figures.
 *
 * For each account: the posts published in the window that have stored figures (each post's latest
 * views), bucketed by the ISO weekday and hour of their publish time in `timeZone`. An hour's score
 * is the median of its posts' views; hours rank by that median (ties: more posts first, then earlier
 * in the week). An hour needs at least `BEST_TIME_MIN_POSTS_PER_SLOT` posts to be suggested, and the
 * account needs at least `minimumPosts` posts with figures in the window, else `too_few_posts`.
 */
export const BEST_TIME_WINDOW_DAYS = 90;
/** Posts with figures an account needs over the window before any hour is suggested. */
export const BEST_TIME_MIN_POSTS = 10;
/** Posts an hour needs before it can be suggested (one lucky post is not a pattern). */
export const BEST_TIME_MIN_POSTS_PER_SLOT = 2;
/** Suggested hours per account, best first. */
export const BEST_TIME_MAX_SLOTS = 3;
/** Accounts one request may name. */
export const BEST_TIME_MAX_ACCOUNTS = 100;
export const BEST_TIME_DEFAULT_ZONE = "Asia/Shanghai";

const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** `?accountIds=1,2,3&timeZone=Asia/Shanghai`; no `accountIds`: all of the caller's accounts. */
export const bestTimesQuerySchema = z.object({
  accountIds: z
    .string({ error: "validation.bestTimes.accountIds" })
    .max(BEST_TIME_MAX_ACCOUNTS * 12, { error: "validation.bestTimes.accountIds" })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: "validation.bestTimes.accountIds" })
    .transform((list) => [...new Set(list.split(",").map(Number))])
    .pipe(z.array(recordIdSchema).min(1).max(BEST_TIME_MAX_ACCOUNTS, { error: "validation.bestTimes.accountIds" }))
    .optional(),
  timeZone: z
    .string({ error: "validation.bestTimes.timeZone" })
    .max(64, { error: "validation.bestTimes.timeZone" })
    // "Asia/Shanghai", "UTC", "Etc/GMT+8": letters, digits and / _ + - only, then a zone Intl knows.
    .regex(/^[A-Za-z][A-Za-z0-9/_+-]*$/, { error: "validation.bestTimes.timeZone" })
    .refine(isValidTimeZone, { error: "validation.bestTimes.timeZone" })
    .default(BEST_TIME_DEFAULT_ZONE),
});
export type BestTimesQuery = z.input<typeof bestTimesQuerySchema>;

/** One suggested hour of the week, in the request's time zone. */
export const bestTimeSlotSchema = z.object({
  /** ISO weekday: Monday = 1 … Sunday = 7. */
  weekday: z.number().int().min(1).max(7),
  /** Hour of the day, 0–23. */
  hour: z.number().int().min(0).max(23),
  /** Median of the latest views of the posts published in this hour. */
  medianViews: z.number(),
  /** Posts published in this hour over the window. */
  posts: z.number().int(),
});
export type BestTimeSlot = z.infer<typeof bestTimeSlotSchema>;

export const BEST_TIME_STATUSES = ["ready", "too_few_posts"] as const;
export const bestTimeStatusSchema = z.enum(BEST_TIME_STATUSES);
export type BestTimeStatus = z.infer<typeof bestTimeStatusSchema>;

export const accountBestTimesSchema = z.object({
  accountId: z.number().int(),
  /**
   * `ready`: `slots` holds at least one suggestion. `too_few_posts`: fewer than `minimumPosts` posts
   * with figures in the window, or no hour with `BEST_TIME_MIN_POSTS_PER_SLOT` of them; `reason` says which.
   */
  status: bestTimeStatusSchema,
  /** Posts with figures published in the window. */
  postsCounted: z.number().int(),
  /** Best first, at most `BEST_TIME_MAX_SLOTS`, only hours with at least `BEST_TIME_MIN_POSTS_PER_SLOT` posts. */
  slots: z.array(bestTimeSlotSchema),
  /** Why there is no suggestion, in the request's language; null when `ready`. */
  reason: z.string().nullable(),
});
export type AccountBestTimes = z.infer<typeof accountBestTimesSchema>;

export const bestTimesSchema = z.object({
  timeZone: z.string(),
  windowDays: z.number().int(),
  minimumPosts: z.number().int(),
  /** One entry per requested account the caller owns (others are left out), in account id order. */
  list: z.array(accountBestTimesSchema),
});
export type BestTimes = z.infer<typeof bestTimesSchema>;
