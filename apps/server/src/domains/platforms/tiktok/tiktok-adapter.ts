// PLACEHOLDER until the Tiktok connector lands: replaced wholesale by its implementation.
import type { AdapterDeps } from "../adapter-deps.ts";
import type { PlatformAdapter } from "../platform-adapter.ts";

export function createTiktokAdapter(_deps: AdapterDeps): PlatformAdapter {
  throw new Error("Tiktok connector not implemented yet");
}
