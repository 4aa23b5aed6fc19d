import { Readable } from "node:stream";
import { startYoutubeSandbox } from "@cdp/platform-sandbox";
import type { PlatformsConfig } from "../../src/config/env.ts";
import type { AdapterDeps } from "../../src/domains/platforms/adapter-deps.ts";
import type { MediaSource, ResumeStore, VideoPostOptions } from "../../src/domains/platforms/platform-adapter.ts";
import { createMemoryUsageLedger } from "../../src/domains/platforms/usage-ledger.ts";
import { createYoutubeAdapter } from "../../src/domains/platforms/youtube/youtube-adapter.ts";

/** Test kit: the YouTube sandbox on a free port and an adapter pointed at it over real HTTP. */
export async function startKit(options: { quota?: Partial<PlatformsConfig["youtubeQuota"]> } = {}) {
  const clock = { now: Date.parse("2026-03-02T10:00:00Z") };
  const sandbox = await startYoutubeSandbox({ now: () => clock.now });
  const config: PlatformsConfig = {
    publicUrl: null,
    sandboxUrl: null,
    tokenEncryptionKey: null,
    tiktok: null,
    youtube: null,
    youtubeQuota: { model: "bucketed", dailyUnits: 10_000, dailyUploads: 100, ...options.quota },
  };
  const deps: AdapterDeps = {
    config,
    sandboxServerBase: () => sandbox.url,
    sandboxBrowserBase: sandbox.url,
    ledger: createMemoryUsageLedger(),
    now: () => new Date(clock.now),
  };
  const adapter = createYoutubeAdapter(deps, { chunkBytes: 2 * 262_144, retryDelayMs: () => 5 });
  return { sandbox, adapter, deps, clock, close: () => sandbox.close() };
}

/** Follows the consent page like a browser: reads its form, unticks scopes, submits, returns the callback. */
export async function consentLikeABrowser(authorizeUrl: string, input: { accountId: string; untick?: string[]; decision?: "allow" | "deny" }) {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const body = new URLSearchParams();
  for (const [tag] of html.matchAll(/<input [^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
    const [type, name, value] = [attribute("type"), attribute("name"), attribute("value") ?? ""];
    if (!name) continue;
    if (type === "radio" && value !== input.accountId) continue;
    if (type === "checkbox" && (!tag.includes(" checked") || input.untick?.includes(value))) continue;
    body.append(name, value);
  }
  body.append("decision", input.decision ?? "allow");
  const answer = await fetch(new URL(page.url), { method: "POST", body, redirect: "manual" });
  return new URL(answer.headers.get("location") ?? "about:blank");
}

export function generatedMedia(size: number, contentType = "video/mp4"): MediaSource & { opened: { start: number; end: number }[] } {
  const bytes = Buffer.alloc(size, 7);
  const opened: { start: number; end: number }[] = [];
  return {
    fileName: "clip.mp4",
    contentType,
    size,
    opened,
    async open(range) {
      const { start, end } = range ?? { start: 0, end: size - 1 };
      opened.push({ start, end });
      return Readable.from([bytes.subarray(start, end + 1)]);
    },
  };
}

export function memoryResume(initial: Record<string, unknown> | null = null): ResumeStore & { saved: Record<string, unknown>[] } {
  const saved: Record<string, unknown>[] = [];
  let current = initial;
  return {
    saved,
    load: async () => current,
    async save(state) {
      current = state;
      saved.push(state);
    },
  };
}

export const postOptions = (overrides: Partial<VideoPostOptions> = {}): VideoPostOptions => ({
  title: "沙盒视频 Sandbox video",
  description: "A description",
  privacy: "public",
  allowComment: true,
  allowDuet: false,
  allowStitch: false,
  brandedContent: false,
  ownBrand: false,
  aiGenerated: true,
  coverTimestampMs: null,
  coverImage: null,
  tags: ["demo", "two words"],
  durationSeconds: 12,
  ...overrides,
});
