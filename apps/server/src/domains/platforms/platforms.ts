import type { Platform } from "@cdp/contracts";
import type { AdapterDeps } from "./adapter-deps.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { createTiktokAdapter } from "./tiktok/tiktok-adapter.ts";
import { createYoutubeAdapter } from "./youtube/youtube-adapter.ts";

export type PlatformAdapters = Record<Platform, PlatformAdapter>;

/** One adapter per platform, looked up by name (never a growing switch). */
export function createPlatformAdapters(deps: AdapterDeps): PlatformAdapters {
  return { tiktok: createTiktokAdapter(deps), youtube: createYoutubeAdapter(deps) };
}
