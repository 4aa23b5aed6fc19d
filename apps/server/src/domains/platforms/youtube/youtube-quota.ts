import type { AdapterDeps } from "../adapter-deps.ts";
import { pacificDay } from "./pacific-day.ts";
import { youtubeError } from "./youtube-errors.ts";

export const LEGACY_INSERT_UNITS = 1600;
export const THUMBNAIL_UNITS = 50;

export type QuotaCall = "insert" | "thumbnail" | "read";

/**
 * Reserves the project's YouTube quota for one call BEFORE it goes out (Google charges failed calls
 * too, so nothing is given back). Throws a `quota` PlatformError when the day's quota would pass.
 */
export async function reserveQuota(deps: AdapterDeps, clientId: string, call: QuotaCall): Promise<void> {
  const { model, dailyUnits, dailyUploads } = deps.config.youtubeQuota;
  const now = deps.now();
  const period = pacificDay(now);
  const bucket = call === "insert" && model === "bucketed";
  const units = call === "insert" ? (bucket ? 1 : LEGACY_INSERT_UNITS) : call === "thumbnail" ? THUMBNAIL_UNITS : 1;
  const granted = await deps.ledger.tryConsume({
    key: bucket ? `youtube:inserts:${clientId}` : `youtube:quota:${clientId}`,
    period,
    units,
    limit: bucket ? dailyUploads : dailyUnits,
  });
  if (!granted) throw youtubeError("localQuotaExhausted", { now });
}
