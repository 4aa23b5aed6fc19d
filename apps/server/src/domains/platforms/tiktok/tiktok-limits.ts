import { createHash } from "node:crypto";
import type { UsageLedger } from "../usage-ledger.ts";
import { localRefusal } from "./tiktok-errors.ts";

const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

/** TikTok's per-token limits per minute (A.0.2) that this connector keeps itself. */
export const TIKTOK_MINUTE_LIMITS = { init: 6, status: 30, creatorInfo: 20 } as const;
/** About 15 posts per creator per day, shared by every API client (A.3.10). */
export const TIKTOK_POSTS_PER_DAY = 15;

export type TiktokLimitedCall = keyof typeof TIKTOK_MINUTE_LIMITS;

/**
 * Refuses calls TikTok would refuse for rate or daily caps, before making them. The minute windows
 * live in this process; the daily post count lives in the shared usage ledger.
 */
export function createTiktokLimits(ledger: UsageLedger, now: () => Date) {
  const windows = new Map<string, number[]>();
  const tokenKey = (accessToken: string) => createHash("sha256").update(accessToken).digest("base64url").slice(0, 22);
  const postsKey = (openId: string) => ({ key: `tiktok:posts:${openId}`, period: now().toISOString().slice(0, 10) });
  const untilTomorrow = () => {
    const time = now().getTime();
    return Math.ceil(time / DAY_MS) * DAY_MS - time || DAY_MS;
  };

  return {
    /** Takes one call from the token's sliding minute, or throws a retryable rate refusal. */
    takeCall(call: TiktokLimitedCall, accessToken: string) {
      const time = now().getTime();
      const key = `${call}:${tokenKey(accessToken)}`;
      const recent = (windows.get(key) ?? []).filter((at) => at > time - WINDOW_MS);
      if (recent.length >= TIKTOK_MINUTE_LIMITS[call]) {
        windows.set(key, recent);
        const retryAfterMs = (recent[0] ?? time) + WINDOW_MS - time;
        throw localRefusal("platform.tiktok.rate_limit_exceeded", "rate_limit_exceeded", "retryable", {}, retryAfterMs);
      }
      recent.push(time);
      windows.set(key, recent);
      if (windows.size > 10_000) windows.clear();
    },
    /** Throws a quota refusal when the creator has used today's posts. */
    async checkDailyPosts(openId: string) {
      const used = await ledger.used(postsKey(openId));
      if (used >= TIKTOK_POSTS_PER_DAY) throw localRefusal("platform.tiktok.spam_risk_too_many_posts", "spam_risk_too_many_posts", "quota", {}, untilTomorrow());
    },
    /** Counts a post TikTok accepted. */
    async countPost(openId: string) {
      await ledger.consume({ ...postsKey(openId), units: 1 });
    },
  };
}

export type TiktokLimits = ReturnType<typeof createTiktokLimits>;
