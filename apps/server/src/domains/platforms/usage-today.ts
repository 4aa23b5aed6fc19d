import type { PlatformUsageToday } from "@cdp/contracts";
import { and, eq, like, sql } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import { platformUsage } from "../../db/schema/index.ts";
import { TIKTOK_POSTS_PER_DAY } from "./tiktok/tiktok-limits.ts";
import { pacificDay } from "./youtube/pacific-day.ts";

/**
 * Today's daily counters of the shared usage ledger, per platform: TikTok posts per creator (UTC
 * day), YouTube quota units and, in the bucketed model, uploads per API project (Pacific day).
 */
export function createUsageToday(deps: { db: AppDb; clock: Clock; youtubeQuota: AppConfig["platforms"]["youtubeQuota"] }) {
  const total = async (keyPrefix: string, day: string, limit: number) => {
    const [row] = await deps.db
      .select({
        used: sql<number>`coalesce(sum(${platformUsage.units}), 0)::int`,
        holders: sql<number>`count(*)::int`,
        holdersAtLimit: sql<number>`(count(*) filter (where ${platformUsage.units} >= ${limit}))::int`,
      })
      .from(platformUsage)
      .where(and(like(platformUsage.key, `${keyPrefix}%`), eq(platformUsage.period, day)));
    return { used: row?.used ?? 0, holders: row?.holders ?? 0, holdersAtLimit: row?.holdersAtLimit ?? 0 };
  };

  return async function usageToday(): Promise<PlatformUsageToday[]> {
    const now = deps.clock();
    const utcDay = now.toISOString().slice(0, 10);
    const youtubeDay = pacificDay(now);
    const { model, dailyUnits, dailyUploads } = deps.youtubeQuota;
    const tiktok = await total("tiktok:posts:", utcDay, TIKTOK_POSTS_PER_DAY);
    const units = await total("youtube:quota:", youtubeDay, dailyUnits);
    const rows: PlatformUsageToday[] = [
      { platform: "tiktok", day: utcDay, unit: "posts", ...tiktok, limit: null, limitPerAccount: TIKTOK_POSTS_PER_DAY },
      { platform: "youtube", day: youtubeDay, unit: "quotaUnits", ...units, limit: dailyUnits, limitPerAccount: null },
    ];
    if (model === "bucketed") {
      const uploads = await total("youtube:inserts:", youtubeDay, dailyUploads);
      rows.push({ platform: "youtube", day: youtubeDay, unit: "uploads", ...uploads, limit: dailyUploads, limitPerAccount: null });
    }
    return rows;
  };
}
