import {
  BEST_TIME_MIN_POSTS,
  BEST_TIME_MIN_POSTS_PER_SLOT,
  BEST_TIME_WINDOW_DAYS,
  translate,
  type AccountBestTimes,
  type BestTimes,
  type Locale,
} from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { BestTimeRow, BestTimesData } from "./best-times.data.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone's canonical name ("asia/shanghai" → "Asia/Shanghai"): PostgreSQL and the answer use one spelling. */
function canonicalZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw new AppError("VALIDATION_FAILED", { messageKey: "validation.bestTimes.timeZone" });
  }
}

/** PostgreSQL's "time zone … not recognized" (a zone Intl knows but the server's tz database does not). */
const isUnknownZone = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "22023" && /time zone/i.test(current.message)) return true;
  }
  return false;
};

/** Best time to post: the stored per-post figures of the last 90 days, per account. */
export function createBestTimesService(deps: { data: Pick<BestTimesData, "bestHours">; clock: Clock }) {
  return {
    async bestTimes(userId: number, query: { accountIds?: number[] | undefined; timeZone: string }, locale: Locale): Promise<BestTimes> {
      const timeZone = canonicalZone(query.timeZone);
      const until = deps.clock();
      const since = new Date(until.getTime() - BEST_TIME_WINDOW_DAYS * DAY_MS);
      const rows = await deps.data.bestHours({ userId, accountIds: query.accountIds ?? null, timeZone, since, until }).catch((error: unknown) => {
        if (isUnknownZone(error)) throw new AppError("VALIDATION_FAILED", { messageKey: "validation.bestTimes.timeZone", cause: error });
        throw error;
      });
      return { timeZone, windowDays: BEST_TIME_WINDOW_DAYS, minimumPosts: BEST_TIME_MIN_POSTS, list: accountsOf(rows, locale) };
    },
  };
}

/** Folds the ranked rows into one entry per account, with the reason when there is no answer. */
export function accountsOf(rows: BestTimeRow[], locale: Locale): AccountBestTimes[] {
  const byAccount = new Map<number, AccountBestTimes>();
  for (const row of rows) {
    let entry = byAccount.get(row.accountId);
    if (!entry) {
      entry = { accountId: row.accountId, status: "ready", postsCounted: row.postsCounted, slots: [], reason: null };
      byAccount.set(row.accountId, entry);
    }
    if (row.slot) entry.slots.push({ weekday: row.slot.weekday, hour: row.slot.hour, medianViews: row.slot.medianViews, posts: row.slot.posts });
  }
  const params = (entry: AccountBestTimes) => ({ days: BEST_TIME_WINDOW_DAYS, count: entry.postsCounted, min: BEST_TIME_MIN_POSTS, perHour: BEST_TIME_MIN_POSTS_PER_SLOT });
  return [...byAccount.values()].map((entry) => {
    if (entry.postsCounted < BEST_TIME_MIN_POSTS) {
      const key = entry.postsCounted === 0 ? "analytics.bestTimes.noPosts" : "analytics.bestTimes.tooFewPosts";
      return { ...entry, status: "too_few_posts", slots: [], reason: translate(locale, key, params(entry)) };
    }
    if (entry.slots.length === 0) return { ...entry, status: "too_few_posts", reason: translate(locale, "analytics.bestTimes.noRepeatedHour", params(entry)) };
    return entry;
  });
}

export type BestTimesService = ReturnType<typeof createBestTimesService>;
