import type { Hash } from "node:crypto";
import type { Mp4DurationScanner } from "./mp4-duration.ts";
import type { PlatformSandboxDeps } from "../shared/sandbox-options.ts";
import type { TiktokDemoCreator, TiktokSandboxSettings } from "./settings.ts";
import type { TiktokState } from "./state.ts";

export type UploadProgress = { hash: Hash; duration: Mp4DurationScanner };

/** What every TikTok sandbox route works on (one per sandbox; mutated in place). */
export type TiktokContext = {
  deps: PlatformSandboxDeps;
  settings: TiktokSandboxSettings;
  state: TiktokState;
  /** Request times per `endpoint:token` for the sliding one-minute limits (not persisted). */
  rateWindows: Map<string, number[]>;
  /** Running hash and duration probe of each unfinished upload (not persisted: a restart loses half uploads). */
  uploadProgress: Map<string, UploadProgress>;
};

export function findCreator(context: TiktokContext, openId: string): TiktokDemoCreator | undefined {
  return context.state.creators.find((creator) => creator.openId === openId);
}

/** The path the sandbox is mounted under, from a request URL and the route's own path (`/sandbox/tiktok`, `/tiktok`). */
export function mountPrefix(requestUrl: string, routeMarker: string): string {
  const path = requestUrl.split("?")[0] ?? "";
  const index = path.indexOf(routeMarker);
  return index >= 0 ? path.slice(0, index) : "";
}
