// PLACEHOLDER until the TikTok sandbox lands: replaced wholesale by its implementation.
import type { PlatformSandboxDeps, PlatformSandboxPart } from "../shared/sandbox-options.ts";

export type TiktokSandboxSettings = Record<string, unknown>;
export type TiktokSandboxControl = Record<string, unknown>;

export function createTiktokSandbox(_deps: PlatformSandboxDeps, _settings: Partial<TiktokSandboxSettings>): PlatformSandboxPart<TiktokSandboxControl> {
  throw new Error("TikTok sandbox not implemented yet");
}
