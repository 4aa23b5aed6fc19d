// PLACEHOLDER until the Youtube connector lands: replaced wholesale by its implementation.
import type { AdapterDeps } from "../adapter-deps.ts";
import type { PlatformAdapter } from "../platform-adapter.ts";

export function createYoutubeAdapter(_deps: AdapterDeps): PlatformAdapter {
  throw new Error("Youtube connector not implemented yet");
}
