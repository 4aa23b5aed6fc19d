import type { AdapterDeps } from "../adapter-deps.ts";
import { createMemoryCallWindows } from "../call-windows.ts";
import type { PlatformAdapter } from "../platform-adapter.ts";
import { tiktokEndpoints } from "./tiktok-endpoints.ts";
import { createTiktokHttp } from "./tiktok-http.ts";
import { createTiktokLimits } from "./tiktok-limits.ts";
import { createTiktokOauth } from "./tiktok-oauth.ts";
import { fetchTiktokPostFigures, fetchTiktokProfile } from "./tiktok-profile.ts";
import { findTiktokPost } from "./tiktok-find-post.ts";
import { createTiktokPublishing } from "./tiktok-publish.ts";

/** TikTok through Login Kit v2, the Content Posting API and the Display API (live hosts or the sandbox). */
export function createTiktokAdapter(deps: AdapterDeps): PlatformAdapter {
  const endpoints = tiktokEndpoints(deps);
  const http = createTiktokHttp(deps, endpoints);
  const oauth = createTiktokOauth(endpoints, http, deps.now);
  const publishing = createTiktokPublishing(http, createTiktokLimits({ daily: deps.ledger, windows: deps.callWindows ?? createMemoryCallWindows() }, deps.now));

  return {
    platform: "tiktok",
    mode: endpoints.mode,
    buildAuthorizeUrl: oauth.buildAuthorizeUrl,
    exchangeCode: oauth.exchangeCode,
    startDeviceLink: oauth.startDeviceLink,
    pollDeviceLink: oauth.pollDeviceLink,
    refreshTokens: oauth.refreshTokens,
    revoke: oauth.revoke,
    fetchProfile: (accessToken) => fetchTiktokProfile(http, accessToken),
    // TikTok has no per-day metrics API: the accounts domain snapshots the totals of fetchProfile
    // once a day and derives daily figures from consecutive snapshots.
    fetchDailyMetrics: async () => [],
    fetchPostFigures: (input) => fetchTiktokPostFigures(http, input),
    publishVideo: publishing.publishVideo,
    publishPhotos: publishing.publishPhotos,
    fetchPublishStatus: publishing.fetchPublishStatus,
    fetchCreatorOptions: publishing.fetchCreatorOptions,
    findPost: (input) => findTiktokPost(http, input),
  };
}
