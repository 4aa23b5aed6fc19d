import { z } from "zod";
import { platformSchema } from "./enums.ts";
import { recordIdParamSchema } from "./primitives.ts";

/** 数据分析 (`/CRM/homePage`): monthly trends, the weekly account traffic ranking, top posts. */

export const TREND_SPANS = [6, 12, 24] as const;
/** The longest chosen range, in months. */
export const TREND_MAX_MONTHS = 36;

const monthSchema = z.string({ error: "validation.analytics.month" }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "validation.analytics.month" });

/** Which accounts: all of the operator's, one platform, one group or one account. */
export const analyticsScopeShape = {
  platform: platformSchema.optional(),
  groupId: recordIdParamSchema.optional(),
  accountId: recordIdParamSchema.optional(),
};

export const trendQuerySchema = z
  .object({
    ...analyticsScopeShape,
    /** The last 6, 12 or 24 months (with this month), unless `from`/`to` choose a range. */
    months: z.coerce
      .number({ error: "validation.analytics.span" })
      .refine((value) => (TREND_SPANS as readonly number[]).includes(value), { error: "validation.analytics.span" })
      .default(12),
    from: monthSchema.optional(),
    to: monthSchema.optional(),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: "custom", path: [query.from === undefined ? "from" : "to"], message: "validation.analytics.range" });
      return;
    }
    if (query.from && query.to) {
      const months = (Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4))) * 12 + Number(query.to.slice(5)) - Number(query.from.slice(5)) + 1;
      if (months < 1 || months > TREND_MAX_MONTHS) context.addIssue({ code: "custom", path: ["to"], message: "validation.analytics.range" });
    }
  });
export type TrendQuery = z.infer<typeof trendQuerySchema>;

/**
 * A chart point (spec: `dateStr`, `num`). `num` is null for a month without any recorded day, or
 * whose gain is not known yet (the month an account was linked in holds only its first totals): a gap, not a zero.
 */
export const chartPointSchema = z.object({
  dateStr: z.string(),
  num: z.number().nullable(),
  /** Account-days of this month that have no figures (missed snapshots); 0 when complete. */
  gapDays: z.number().int(),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** A figure of the summary cards; null when the product has no figure for it yet (shown as missing, never as 0). */
export const metricSummarySchema = z.object({
  /** The total at the end of the range; null when no day of the range is recorded. */
  total: z.number().nullable(),
  /** Gained over the range; null when no gain in the range is known (e.g. only the first snapshot of a just linked account). */
  change: z.number().nullable(),
});

export const trendSchema = z.object({
  /** True when these are sample figures (the plan has no analytics): show the demo-data warning. */
  sample: z.boolean(),
  /** Views and likes gained in each month; fans at each month's end. */
  views: z.array(chartPointSchema),
  likes: z.array(chartPointSchema),
  fans: z.array(chartPointSchema),
  summary: z.object({ views: metricSummarySchema, likes: metricSummarySchema, fans: metricSummarySchema }),
  accounts: z.number().int(),
});
export type Trend = z.infer<typeof trendSchema>;

export const rankingQuerySchema = z.object(analyticsScopeShape);

export const rankingEntrySchema = z.object({
  rank: z.number().int(),
  /** Rank in the week before; null when the account had no views then. */
  previousRank: z.number().int().nullable(),
  /** Places moved up (positive) or down (negative) since the week before; null when new. */
  movement: z.number().int().nullable(),
  accountId: z.number().int(),
  platform: platformSchema,
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Views gained in the last 7 days; null when none of those days has a known gain (not 0). */
  views: z.number().nullable(),
  /** Views gained in the 7 days before; null when unknown. */
  previousViews: z.number().nullable(),
  /** Days of the last 7 without figures. */
  gapDays: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingSchema = z.object({
  sample: z.boolean(),
  /** The last day of the ranked week (`YYYY-MM-DD`). */
  weekEnding: z.string(),
  list: z.array(rankingEntrySchema),
});
export type Ranking = z.infer<typeof rankingSchema>;

export const topPostsQuerySchema = z.object(analyticsScopeShape);

export const topPostSchema = z.object({
  /** The publish item (one target of a publish task). */
  itemId: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  platform: platformSchema,
  /** The platform's video id (never TikTok's publish id). */
  videoId: z.string(),
  title: z.string(),
  postUrl: z.string().nullable(),
  publishedAt: z.string(),
  /** The day the figures were read (`YYYY-MM-DD`): daily for 30 days after posting, then weekly. */
  figuresOn: z.string(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  /** Null where the platform has no share count (YouTube). */
  shares: z.number().nullable(),
});
export type TopPost = z.infer<typeof topPostSchema>;

export const topPostsSchema = z.object({ sample: z.boolean(), list: z.array(topPostSchema) });
export type TopPosts = z.infer<typeof topPostsSchema>;
