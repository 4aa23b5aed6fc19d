import { YOUTUBE_SANDBOX_CLIENTS } from "@cdp/platform-sandbox";
import type { AdapterDeps } from "../adapter-deps.ts";

export type GoogleClient = { clientId: string; clientSecret: string };

export type YoutubeEndpoints = {
  authorize: string;
  token: string;
  revoke: string;
  deviceCode: string;
  /** `…/youtube/v3` (metadata calls). */
  dataApi: string;
  /** `…/upload/youtube/v3` (media uploads). */
  uploadApi: string;
  reports: string;
  web: GoogleClient;
  /** Null when live and no "TVs and Limited Input devices" client is configured. */
  device: GoogleClient | null;
};

/** Google's hosts when app credentials are configured, else the sandbox's; the calls are the same. */
export function youtubeEndpoints(deps: AdapterDeps): YoutubeEndpoints {
  const live = deps.config.youtube;
  if (live) {
    return {
      authorize: "https://accounts.google.com/o/oauth2/v2/auth",
      token: "https://oauth2.googleapis.com/token",
      revoke: "https://oauth2.googleapis.com/revoke",
      deviceCode: "https://oauth2.googleapis.com/device/code",
      dataApi: "https://www.googleapis.com/youtube/v3",
      uploadApi: "https://www.googleapis.com/upload/youtube/v3",
      reports: "https://youtubeanalytics.googleapis.com/v2/reports",
      web: { clientId: live.clientId, clientSecret: live.clientSecret },
      device: live.device,
    };
  }
  const server = `${deps.sandboxServerBase()}/youtube`;
  return {
    authorize: `${deps.sandboxBrowserBase}/youtube/o/oauth2/v2/auth`,
    token: `${server}/token`,
    revoke: `${server}/revoke`,
    deviceCode: `${server}/device/code`,
    dataApi: `${server}/youtube/v3`,
    uploadApi: `${server}/upload/youtube/v3`,
    reports: `${server}/v2/reports`,
    web: YOUTUBE_SANDBOX_CLIENTS.web,
    device: YOUTUBE_SANDBOX_CLIENTS.device,
  };
}
