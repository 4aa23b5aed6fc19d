import type { ChartPoint, Ranking, Trend } from "@cdp/contracts";
import { addDays } from "./analytics-days.ts";

/**
 * Sample figures for operators whose plan has no analytics (spec: demo data warning for
 * non-members). Always `sample: true`; derived from the month only, never from anyone's data.
 */
export function sampleTrend(months: string[]): Trend {
  const wave = (index: number, base: number, step: number) => Math.round(base + step * index + (base / 5) * Math.sin(index * 1.3));
  const point = (month: string, num: number): ChartPoint => ({ dateStr: month.slice(0, 7), num, gapDays: 0 });
  const views = months.map((month, index) => point(month, wave(index, 42_000, 2_600)));
  const likes = months.map((month, index) => point(month, wave(index, 3_100, 180)));
  const fans = months.map((month, index) => point(month, wave(index, 8_000, 650)));
  const sum = (points: ChartPoint[]) => points.reduce((total, entry) => total + (entry.num ?? 0), 0);
  const fansGained = (fans.at(-1)?.num ?? 0) - (fans[0]?.num ?? 0);
  return {
    sample: true,
    views,
    likes,
    fans,
    summary: {
      views: { total: sum(views) * 3, change: sum(views) },
      likes: { total: sum(likes) * 3, change: sum(likes) },
      fans: { total: fans.at(-1)?.num ?? 0, change: fansGained },
    },
    accounts: 5,
  };
}

const SAMPLE_ACCOUNTS = ["示例账号 A / Sample A", "示例账号 B / Sample B", "示例账号 C / Sample C", "示例账号 D / Sample D", "示例账号 E / Sample E"];

export function sampleRanking(today: string): Ranking {
  const views = [18_400, 12_950, 9_300, 6_120, 2_480];
  const previousRanks = [2, 1, 3, 5, 4];
  return {
    sample: true,
    weekEnding: addDays(today, 0),
    list: SAMPLE_ACCOUNTS.map((name, index) => ({
      rank: index + 1,
      previousRank: previousRanks[index]!,
      movement: previousRanks[index]! - (index + 1),
      accountId: 0,
      platform: index % 2 === 0 ? ("tiktok" as const) : ("youtube" as const),
      name,
      avatarUrl: null,
      views: views[index]!,
      previousViews: Math.round(views[index]! * (0.7 + index * 0.12)),
      gapDays: 0,
    })),
  };
}
