import { createHash } from "node:crypto";
import type { CallWindows } from "../call-windows.ts";
import type { UsageLedger } from "../usage-ledger.ts";
import { localRefusal } from "./tiktok-errors.ts";

/**
 * TikTok counts a token's calls in a sliding minute (A.0.2). The second more covers calls that reach
 * TikTok late by different amounts: a slow earlier call must not make a later one land inside its minute.
 */
const WINDOW_MS = 61_000;
const DAY_MS = 86_400_000;

/** TikTok's per-token limits per minute (A.0.2) that this connector keeps itself. */
export const TIKTOK_MINUTE_LIMITS = { init: 6, status: 30, creatorInfo: 20 } as const;
/** About 15 posts per creator per day, shared by every API client (A.3.10). */
export const TIKTOK_POSTS_PER_DAY = 15;

export type TiktokLimitedCall = keyof typeof TIKTOK_MINUTE_LIMITS;

/**
 * Refuses calls TikTok would refuse for rate or daily caps, before making them, each with one atomic
 * check-and-count: the posts per creator per UTC day in the shared usage ledger (the database), so
 * several worker processes together never pass them; the per-token calls in sliding one-minute
 * windows (`windows`: the database too, unless this process is its only user). A post is counted
 * when its init goes out and given back when TikTok answers it with a refusal, so the count is of
 * inits TikTok accepted or could have accepted (no answer).
 */
export function createTiktokLimits(ledgers: { daily: UsageLedger; windows: CallWindows }, now: () => Date) {
  const tokenKey = (accessToken: string) => createHash("sha256").update(accessToken).digest("base64url").slice(0, 22);
  const untilTomorrow = () => {
    const time = now().getTime();
    return Math.ceil(time / DAY_MS) * DAY_MS - time || DAY_MS;
  };

  return {
    /** Takes one call from the token's last minute, or throws a retryable rate refusal until its oldest call leaves it. */
    async takeCall(call: TiktokLimitedCall, accessToken: string) {
      const retryAfterMs = await ledgers.windows.take({ key: `tiktok:${call}:${tokenKey(accessToken)}`, at: now().getTime(), windowMs: WINDOW_MS, limit: TIKTOK_MINUTE_LIMITS[call] });
      if (retryAfterMs > 0) throw localRefusal("platform.tiktok.rate_limit_exceeded", "rate_limit_exceeded", "retryable", {}, retryAfterMs);
    },
    /** Counts one of the creator's posts for today, or throws a quota refusal until tomorrow (UTC) when they are used. */
    async takeDailyPost(openId: string) {
      const granted = await ledgers.daily.tryConsume({ key: `tiktok:posts:${openId}`, period: now().toISOString().slice(0, 10), units: 1, limit: TIKTOK_POSTS_PER_DAY });
      if (!granted) throw localRefusal("platform.tiktok.spam_risk_too_many_posts", "spam_risk_too_many_posts", "quota", {}, untilTomorrow());
    },
    /** Gives back a post counted by `takeDailyPost` whose init TikTok refused (it made nothing). */
    async returnDailyPost(openId: string) {
      await ledgers.daily.consume({ key: `tiktok:posts:${openId}`, period: now().toISOString().slice(0, 10), units: -1 });
    },
  };
}

export type TiktokLimits = ReturnType<typeof createTiktokLimits>;
