import type { ChartPoint, Ranking, RankingEntry, TopPosts, Trend, TrendQuery } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { PlanService } from "../plans/plans.service.ts";
import { addMonths, dayOf, monthOf, monthsFrom } from "./analytics-days.ts";
import type { AccountScope, AnalyticsData, MonthRow, WeekRow } from "./analytics.data.ts";
import type { PostFiguresData } from "./post-figures.data.ts";
import type { PublishedPosts } from "./published-posts.ts";
import { sampleRanking, sampleTrend } from "./sample-figures.ts";

type ScopeQuery = { platform?: "tiktok" | "youtube" | undefined; groupId?: number | undefined; accountId?: number | undefined };

export const TOP_POSTS_LIMIT = 10;

export function createAnalyticsService(deps: { data: AnalyticsData; plans: Pick<PlanService, "hasAnalytics">; posts: Pick<PublishedPosts, "ofUser">; postFigures: Pick<PostFiguresData, "topOfAccounts">; clock: Clock }) {
  const { data, clock } = deps;

  /** The operator's scope; a group or account of someone else is not found (never an empty chart). */
  async function scopeOf(userId: number, query: ScopeQuery): Promise<AccountScope> {
    if (query.groupId && !(await data.ownsGroup(userId, query.groupId))) throw new AppError("NOT_FOUND", { messageKey: "analytics.groupNotFound" });
    if (query.accountId && !(await data.ownsAccount(userId, query.accountId))) throw new AppError("NOT_FOUND", { messageKey: "analytics.accountNotFound" });
    return {
      userId,
      ...(query.platform ? { platform: query.platform } : {}),
      ...(query.groupId ? { groupId: query.groupId } : {}),
      ...(query.accountId ? { accountId: query.accountId } : {}),
    };
  }

  function monthRange(query: TrendQuery): { from: string; to: string } {
    if (query.from && query.to) return { from: `${query.from}-01`, to: `${query.to}-01` };
    const to = monthOf(dayOf(clock()));
    return { from: addMonths(to, 1 - query.months), to };
  }

  return {
    scopeOf,
    monthRange,
    async trend(userId: number, query: TrendQuery): Promise<Trend> {
      const range = monthRange(query);
      const months = monthsFrom(range.from, range.to);
      const scope = await scopeOf(userId, query);
      if (!(await deps.plans.hasAnalytics(userId))) return sampleTrend(months);
      const rows = new Map((await data.months(scope, { ...range, today: dayOf(clock()) })).map((row) => [row.month, row]));
      return trendOf(months, rows, await data.accountCount(scope));
    },
    async ranking(userId: number, query: ScopeQuery): Promise<Ranking> {
      const today = dayOf(clock());
      const scope = await scopeOf(userId, query);
      if (!(await deps.plans.hasAnalytics(userId))) return sampleRanking(today);
      return { sample: false, weekEnding: today, list: rank(await data.weeks(scope, today)) };
    },
    async topPosts(userId: number, query: ScopeQuery): Promise<TopPosts> {
      const scope = await scopeOf(userId, query);
      if (!(await deps.plans.hasAnalytics(userId))) return { sample: true, list: [] };
      const accounts = new Map((await data.weeks(scope, dayOf(clock()))).map((row) => [row.accountId, row.name]));
      const figures = await deps.postFigures.topOfAccounts([...accounts.keys()], TOP_POSTS_LIMIT);
      // Posts are read back through the operator: a post that is not theirs never shows.
      const posts = new Map((await deps.posts.ofUser(userId, figures.map((figure) => figure.itemId))).map((post) => [post.itemId, post]));
      return {
        sample: false,
        list: figures.flatMap((figure) => {
          const post = posts.get(figure.itemId);
          if (!post) return [];
          const { itemId, accountId, platform, videoId, title, postUrl } = post;
          const { views, likes, comments, shares, day } = figure;
          return [{ itemId, accountId, accountName: accounts.get(accountId) ?? "", platform, videoId, title, postUrl, publishedAt: post.publishedAt.toISOString(), figuresOn: day, views, likes, comments, shares }];
        }),
      };
    },
  };
}

/**
 * Gains per month for views and likes, month-end totals for fans. A month without any recorded day
 * is a gap (null), and so is a gain the product does not know yet (the month of an account's first
 * snapshot): never 0. Totals and changes the range has no figure for are null as well.
 */
function trendOf(months: string[], rows: Map<string, MonthRow>, accounts: number): Trend {
  const series = (value: (row: MonthRow) => number | null): ChartPoint[] =>
    months.map((month) => {
      const row = rows.get(month);
      return { dateStr: month.slice(0, 7), num: row ? value(row) : null, gapDays: row ? Math.max(0, row.daysExpected - row.daysRecorded) : 0 };
    });
  const recorded = months.map((month) => rows.get(month)).filter((row): row is MonthRow => row !== undefined);
  const first = recorded[0];
  const last = recorded.at(-1);
  const gained = (value: (row: MonthRow) => number | null) => {
    const known = recorded.map(value).filter((gain): gain is number => gain !== null);
    return known.length === 0 ? null : known.reduce((total, gain) => total + gain, 0);
  };
  const fansKnown = gained((row) => row.fansGained) !== null;
  return {
    sample: false,
    views: series((row) => row.viewsGained),
    likes: series((row) => row.likesGained),
    fans: series((row) => row.fans),
    summary: {
      views: { total: last?.views ?? null, change: gained((row) => row.viewsGained) },
      likes: { total: last?.likes ?? null, change: gained((row) => row.likesGained) },
      fans: { total: last?.fans ?? null, change: first && last && fansKnown ? last.fans - first.fans + (first.fansGained ?? 0) : null },
    },
    accounts,
  };
}

/** Ranks by views gained this week (unknown last); the previous rank is the rank by last week's views among accounts that had any. */
function rank(rows: WeekRow[]): RankingEntry[] {
  // An account without a known figure this week ranks after those with one.
  const byThisWeek = [...rows].sort((a, b) => (b.thisWeek ?? -1) - (a.thisWeek ?? -1) || a.accountId - b.accountId);
  const previous = new Map(
    rows
      .filter((row) => (row.lastWeek ?? 0) > 0)
      .sort((a, b) => (b.lastWeek ?? 0) - (a.lastWeek ?? 0) || a.accountId - b.accountId)
      .map((row, index) => [row.accountId, index + 1]),
  );
  return byThisWeek.map((row, index) => {
    const previousRank = previous.get(row.accountId) ?? null;
    return {
      rank: index + 1,
      previousRank,
      movement: previousRank === null ? null : previousRank - (index + 1),
      accountId: row.accountId,
      platform: row.platform,
      name: row.name,
      avatarUrl: row.avatarUrl,
      views: row.thisWeek,
      previousViews: row.lastWeek,
      gapDays: Math.max(0, 7 - row.daysRecorded),
    };
  });
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
