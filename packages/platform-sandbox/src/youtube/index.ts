// PLACEHOLDER until the YouTube sandbox lands: replaced wholesale by its implementation.
import type { PlatformSandboxDeps, PlatformSandboxPart } from "../shared/sandbox-options.ts";

export type YoutubeSandboxSettings = Record<string, unknown>;
export type YoutubeSandboxControl = Record<string, unknown>;

export function createYoutubeSandbox(_deps: PlatformSandboxDeps, _settings: Partial<YoutubeSandboxSettings>): PlatformSandboxPart<YoutubeSandboxControl> {
  throw new Error("YouTube sandbox not implemented yet");
}
