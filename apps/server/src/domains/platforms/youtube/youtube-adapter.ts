import type { AdapterDeps } from "../adapter-deps.ts";
import type { PlatformAdapter } from "../platform-adapter.ts";
import { fetchDailyMetrics, fetchPostFigures, fetchProfile } from "./youtube-account-data.ts";
import { youtubeEndpoints } from "./youtube-endpoints.ts";
import { youtubeError } from "./youtube-errors.ts";
import { buildAuthorizeUrl, exchangeCode, pollDeviceLink, refreshTokens, revokeTokens, startDeviceLink } from "./youtube-oauth.ts";
import { findYoutubePost } from "./youtube-find-post.ts";
import { fetchPublishStatus, publishVideo } from "./youtube-publish.ts";
import { DEFAULT_UPLOAD_TUNING, type UploadTuning } from "./resumable-upload.ts";

/**
 * YouTube over Google's OAuth, Data API v3 (resumable uploads) and Analytics v2. `tuning` exists
 * for tests (small chunks, short retry waits).
 */
export function createYoutubeAdapter(deps: AdapterDeps, tuning: Partial<UploadTuning> = {}): PlatformAdapter {
  const endpoints = () => youtubeEndpoints(deps);
  const upload = { ...DEFAULT_UPLOAD_TUNING, ...tuning };
  return {
    platform: "youtube",
    mode: deps.config.youtube ? "live" : "sandbox",
    buildAuthorizeUrl: (input) => buildAuthorizeUrl(endpoints(), input),
    exchangeCode: (input) => exchangeCode(deps, endpoints(), input),
    startDeviceLink: () => startDeviceLink(deps, endpoints()),
    pollDeviceLink: (handle) => pollDeviceLink(deps, endpoints(), handle),
    refreshTokens: (tokens) => refreshTokens(deps, endpoints(), tokens),
    revoke: (tokens) => revokeTokens(deps, endpoints(), tokens),
    fetchProfile: (accessToken) => fetchProfile(deps, endpoints(), accessToken),
    fetchDailyMetrics: (input) => fetchDailyMetrics(deps, endpoints(), input),
    fetchPostFigures: (input) => fetchPostFigures(deps, endpoints(), input),
    publishVideo: (input) => publishVideo(deps, endpoints(), input, upload),
    publishPhotos: async () => {
      throw youtubeError("photosNotSupported");
    },
    fetchPublishStatus: (input) => fetchPublishStatus(deps, endpoints(), input),
    findPost: (input) => findYoutubePost(deps, endpoints(), input),
    fetchCreatorOptions: async () => ({
      privacyChoices: ["public", "friends", "private"],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: false,
      maxVideoDurationSeconds: null,
      supportsPhotos: false,
    }),
  };
}
