import type { Clock } from "../../clock.ts";
import type { AccountsApi } from "../accounts/accounts.module.ts";
import type { AccountProfile, DailyMetric, PlatformAdapter } from "../platforms/platform-adapter.ts";
import type { Platform } from "@cdp/contracts";
import { addDays, dayOf, daysBetween } from "./analytics-days.ts";
import type { AnalyticsData, StoredDay } from "./analytics.data.ts";

/** How far back a newly linked YouTube channel's history is read (the platform starts at the channel's first day with data). */
export const BACKFILL_DAYS = 730;

export type CollectorDeps = {
  data: AnalyticsData;
  adapters: Record<Platform, Pick<PlatformAdapter, "fetchProfile" | "fetchDailyMetrics">>;
  tokens: AccountsApi["tokens"];
  clock: Clock;
  log: () => { warn(message: string): void };
};

/**
 * Extends each account's daily history up to today. YouTube: reports.query by day from the day
 * after the last stored one (the first run reads the last 24 months), so missed days are filled
 * with the platform's own figures. TikTok has no per-day report: today's totals are snapshotted and
 * the gains cover every day since the last snapshot, the missed days between stay gaps.
 */
export function createAnalyticsCollector(deps: CollectorDeps) {
  const { data, clock } = deps;

  async function youtubeDays(accountId: number, accessToken: string, today: string): Promise<StoredDay[]> {
    const last = await data.lastDayBefore(accountId, addDays(today, 1));
    const from = last ? addDays(last.day, 1) : addDays(today, -BACKFILL_DAYS);
    if (from > today) return [];
    const adapter = deps.adapters.youtube;
    const reported = (await adapter.fetchDailyMetrics({ accessToken, from, to: today })).filter((metric) => metric.date >= from && metric.date <= today);
    if (reported.length === 0) return [];
    const profile = await adapter.fetchProfile(accessToken);
    return last ? forwardFrom(accountId, last, reported, profile) : backwardFrom(accountId, reported, profile);
  }

  async function tiktokDay(accountId: number, accessToken: string, today: string): Promise<StoredDay[]> {
    const profile = await deps.adapters.tiktok.fetchProfile(accessToken);
    const previous = await data.lastDayBefore(accountId, today);
    const { stats } = profile;
    return [
      {
        accountId,
        day: today,
        ...stats,
        viewsGained: previous ? stats.views - previous.views : 0,
        likesGained: previous ? stats.likes - previous.likes : 0,
        fansGained: previous ? stats.fans - previous.fans : 0,
        // 0: the first snapshot, a baseline without a known gain.
        gainedOverDays: previous ? daysBetween(previous.day, today) : 0,
        source: "snapshot",
      },
    ];
  }

  /** One account's missing days up to today; false when the platform call failed (logged, retried next run). */
  async function collect(account: { id: number; platform: Platform }): Promise<boolean> {
    const today = dayOf(clock());
    try {
      const days = await deps.tokens.withAccessToken(account.id, (accessToken) =>
        account.platform === "youtube" ? youtubeDays(account.id, accessToken, today) : tiktokDay(account.id, accessToken, today),
      );
      await data.saveDays(days);
      await data.rebuildMonths([account.id]);
      await data.markAttempt(account.id, clock(), { backfilled: true, error: null });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log().warn(`could not collect the analytics of account ${account.id}: ${message}`);
      await data.markAttempt(account.id, clock(), { error: message.slice(0, 500) });
      return false;
    }
  }

  return {
    collect,
    /** The daily job (and its catch-up): every collectable account. */
    async collectAll(): Promise<{ collected: number; failed: number }> {
      let collected = 0;
      let failed = 0;
      const today = dayOf(clock());
      for (const account of await data.collectableAccounts()) {
        // Once a day is enough: an account collected today without an error waits for tomorrow.
        if (account.lastAttemptAt && dayOf(account.lastAttemptAt) === today && account.lastError === null) continue;
        if (await collect(account)) collected += 1;
        else failed += 1;
      }
      return { collected, failed };
    },
  };
}

/** Days after a stored one: totals carried forward by the reported gains. */
function forwardFrom(accountId: number, last: StoredDay, reported: DailyMetric[], profile: AccountProfile): StoredDay[] {
  let previous = last;
  return reported.map((metric) => {
    const fansGained = metric.fansGained - metric.fansLost;
    const day: StoredDay = {
      accountId,
      day: metric.date,
      views: previous.views + metric.views,
      likes: previous.likes + metric.likes,
      fans: previous.fans + fansGained,
      videos: profile.stats.videos,
      viewsGained: metric.views,
      likesGained: metric.likes,
      fansGained,
      gainedOverDays: daysBetween(previous.day, metric.date),
      source: "platform_daily",
    };
    previous = day;
    return day;
  });
}

/**
 * A first backfill: the channel's current view and subscriber totals belong to the last reported
 * day and earlier totals are worked back from the gains. YouTube has no lifetime like total, so
 * likes count from the first backfilled day.
 */
function backwardFrom(accountId: number, reported: DailyMetric[], profile: AccountProfile): StoredDay[] {
  const days: StoredDay[] = [];
  let views = profile.stats.views;
  let fans = profile.stats.fans;
  for (let index = reported.length - 1; index >= 0; index -= 1) {
    const metric = reported[index]!;
    const fansGained = metric.fansGained - metric.fansLost;
    const before = reported[index - 1];
    days.unshift({
      accountId,
      day: metric.date,
      views: Math.max(0, views),
      likes: 0,
      fans: Math.max(0, fans),
      videos: profile.stats.videos,
      viewsGained: metric.views,
      likesGained: metric.likes,
      fansGained,
      gainedOverDays: before ? daysBetween(before.date, metric.date) : 1,
      source: "platform_daily",
    });
    views -= metric.views;
    fans -= fansGained;
  }
  let likes = 0;
  for (const day of days) {
    likes += day.likesGained;
    day.likes = likes;
  }
  return days;
}
