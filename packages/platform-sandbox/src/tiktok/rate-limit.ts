import type { TiktokContext } from "./context.ts";
import type { TiktokRateLimitedEndpoint } from "./settings.ts";

const WINDOW_MS = 60_000;

/** Counts this call in the token's sliding one-minute window; false when it goes over the limit. */
export function withinRateLimit(context: TiktokContext, endpoint: TiktokRateLimitedEndpoint, accessToken: string): boolean {
  const now = context.deps.now();
  const key = `${endpoint}:${accessToken}`;
  const recent = (context.rateWindows.get(key) ?? []).filter((time) => time > now - WINDOW_MS);
  if (recent.length >= context.settings.rateLimits[endpoint]) {
    context.rateWindows.set(key, recent);
    return false;
  }
  recent.push(now);
  context.rateWindows.set(key, recent);
  return true;
}
