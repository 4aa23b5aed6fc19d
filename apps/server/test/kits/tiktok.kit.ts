import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { type RunningTiktokSandbox, startTiktokSandbox, type TiktokSandboxSettings } from "@cdp/platform-sandbox";
import type { PlatformsConfig } from "../../src/config/env.ts";
import type { MediaSource, ResumeStore, TokenSet, VideoPostOptions } from "../../src/domains/platforms/platform-adapter.ts";
import type { PlatformAdapter } from "../../src/domains/platforms/platform-adapter.ts";
import { createMemoryUsageLedger, type UsageLedger } from "../../src/domains/platforms/usage-ledger.ts";
import { createTiktokAdapter } from "../../src/domains/platforms/tiktok/tiktok-adapter.ts";

/** Test support: the TikTok sandbox alone on a port, and an adapter pointed at it over real HTTP. */
export type TiktokKit = { sandbox: RunningTiktokSandbox; adapter: PlatformAdapter; ledger: UsageLedger; close(): Promise<void> };

export async function startTiktokKit(settings: Partial<TiktokSandboxSettings> = {}): Promise<TiktokKit> {
  const sandbox = await startTiktokSandbox({ settings: { processingDelayMs: 1000, moderationDelayMs: 2000, ...settings } });
  const config: PlatformsConfig = {
    publicUrl: null,
    sandboxUrl: sandbox.url,
    tokenEncryptionKey: null,
    tiktok: null,
    youtube: null,
    youtubeQuota: { model: "legacy", dailyUnits: 10_000, dailyUploads: 100 },
  };
  const ledger = createMemoryUsageLedger();
  const adapter = createTiktokAdapter({
    config,
    sandboxServerBase: () => sandbox.url,
    sandboxBrowserBase: sandbox.url,
    ledger,
    // The connector and the sandbox share one clock, so tests can move time for both.
    now: () => new Date(sandbox.now()),
  });
  return { sandbox, adapter, ledger, close: () => sandbox.close() };
}

/** Links a demo creator through the sandbox and returns the adapter's view of the tokens. */
export async function linkCreator(kit: TiktokKit, openId: string): Promise<TokenSet> {
  const link = await kit.adapter.startDeviceLink({ state: "s" });
  kit.sandbox.control.scanQr(link.handle.token ?? "", openId, link.handle.clientTicket);
  kit.sandbox.control.confirmQr(link.handle.token ?? "");
  const polled = await kit.adapter.pollDeviceLink(link.handle);
  if (polled.status !== "authorized") throw new Error(`link failed: ${polled.status}`);
  return polled.tokens;
}

/** A generated file on disk, streamed by range like the storage drivers do. */
export async function generatedVideo(path: string, size: number): Promise<{ media: MediaSource; bytes: Buffer }> {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 4) bytes.writeUInt32LE((index * 2_654_435_761) >>> 0, index);
  await writeFile(path, bytes);
  const media: MediaSource = {
    fileName: "clip.mp4",
    contentType: "video/mp4",
    size,
    open: async (range) => createReadStream(path, range ? { start: range.start, end: range.end } : {}),
  };
  return { media, bytes };
}

export function memoryResume(): ResumeStore & { state: Record<string, unknown> | null } {
  const store = {
    state: null as Record<string, unknown> | null,
    load: async () => store.state,
    save: async (state: Record<string, unknown>) => {
      store.state = structuredClone(state);
    },
  };
  return store;
}

export function videoOptions(overrides: Partial<VideoPostOptions> = {}): VideoPostOptions {
  return {
    title: "Sandbox clip",
    description: "",
    privacy: "public",
    allowComment: true,
    allowDuet: true,
    allowStitch: true,
    brandedContent: false,
    ownBrand: false,
    aiGenerated: false,
    coverTimestampMs: null,
    coverImage: null,
    tags: ["sandbox"],
    durationSeconds: 20,
    ...overrides,
  };
}
