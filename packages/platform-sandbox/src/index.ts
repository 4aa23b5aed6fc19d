import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyPluginAsync } from "fastify";
import { registerControlRoutes } from "./shared/control-routes.ts";
import { createFaults, type FaultSettings, type Faults } from "./shared/faults.ts";
import { createTiktokSandbox, type TiktokSandboxControl, type TiktokSandboxSettings } from "./tiktok/index.ts";
import { createYoutubeSandbox, type YoutubeSandboxControl, type YoutubeSandboxSettings } from "./youtube/index.ts";
import { standaloneServerOptions } from "./standalone-errors.ts";

export type { FaultSettings } from "./shared/faults.ts";
export type { TiktokSandboxControl, TiktokSandboxSettings } from "./tiktok/index.ts";
export { TIKTOK_SANDBOX_CLIENT, startTiktokSandbox, type RunningTiktokSandbox, type TiktokPostView } from "./tiktok/index.ts";
export type { YoutubeSandboxControl, YoutubeSandboxSettings } from "./youtube/index.ts";
export { YOUTUBE_SANDBOX_CLIENTS, startYoutubeSandbox } from "./youtube/index.ts";

export type PlatformSandboxOptions = {
  /** Milliseconds since the epoch (default `Date.now`). */
  now?: () => number;
  random?: () => number;
  faults?: Partial<FaultSettings>;
  tiktok?: Partial<TiktokSandboxSettings>;
  youtube?: Partial<YoutubeSandboxSettings>;
  /** A JSON file that keeps tokens, accounts and posts across restarts; null: memory only. */
  stateFile?: string | null;
  /** Serve `/_control/*` (faults, test hooks over HTTP). Off in production. */
  controlRoutes?: boolean;
  /**
   * Also serve the YouTube part at the mount point itself, at Google's own paths (`/token`,
   * `/youtube/v3/…`, `/upload/youtube/v3/…`, `/v2/reports`), so Google's clients work with only a
   * `rootUrl` (the standalone sandbox does this).
   */
  googlePathsAtRoot?: boolean;
};

export type PlatformSandbox = {
  /** Mount with a prefix (the server uses `/sandbox`): TikTok under `/tiktok`, YouTube under `/youtube`. */
  plugin: FastifyPluginAsync;
  tiktok: TiktokSandboxControl;
  youtube: YoutubeSandboxControl;
  faults: Faults;
  /** Writes the state file now (also done a moment after each change and on close). */
  flush(): void;
};

/**
 * The offline stand-in for TikTok and YouTube: a real HTTP API with the platforms' paths, shapes,
 * status codes, limits and validations, plus consent/scan/device pages for people and test hooks.
 */
export function createPlatformSandbox(options: PlatformSandboxOptions = {}): PlatformSandbox {
  const deps = { now: options.now ?? Date.now, random: options.random ?? Math.random, faults: createFaults(options.faults, options.random) };
  const tiktok = createTiktokSandbox(deps, options.tiktok ?? {});
  const youtube = createYoutubeSandbox(deps, options.youtube ?? {});
  const stateFile = options.stateFile ?? null;

  if (stateFile) {
    try {
      const saved = JSON.parse(readFileSync(stateFile, "utf8")) as { tiktok?: unknown; youtube?: unknown };
      if (saved.tiktok) tiktok.restore(saved.tiktok);
      if (saved.youtube) youtube.restore(saved.youtube);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const flush = () => {
    if (!stateFile) return;
    mkdirSync(path.dirname(stateFile), { recursive: true });
    const temporary = `${stateFile}.${process.pid}.${Date.now().toString(36)}.tmp`;
    writeFileSync(temporary, JSON.stringify({ tiktok: tiktok.snapshot(), youtube: youtube.snapshot() }));
    renameSync(temporary, stateFile);
  };
  let timer: NodeJS.Timeout | undefined;
  const scheduleFlush = () => {
    if (!stateFile || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush();
    }, 1000);
    timer.unref();
  };

  const plugin: FastifyPluginAsync = async (app) => {
    if (stateFile) {
      app.addHook("onResponse", async () => scheduleFlush());
      app.addHook("onClose", async () => {
        clearTimeout(timer);
        flush();
      });
    }
    await app.register(tiktok.plugin, { prefix: "/tiktok" });
    await app.register(youtube.plugin, { prefix: "/youtube" });
    if (options.googlePathsAtRoot) await app.register(youtube.plugin);
    if (options.controlRoutes ?? true) await app.register(async (control) => registerControlRoutes(control, deps.faults, () => publishedPosts(tiktok.control, youtube.control)));
  };

  return { plugin, tiktok: tiktok.control, youtube: youtube.control, faults: deps.faults, flush };
}

/** One line per post on either platform (a YouTube video's publish id is its video id). */
export type SandboxPostRecord = { platform: "tiktok" | "youtube"; account: string; publishId: string; postId: string | null; title: string; bytes: number; mediaType: "video" | "photo" };

function publishedPosts(tiktok: TiktokSandboxControl, youtube: YoutubeSandboxControl): SandboxPostRecord[] {
  const tiktokPosts = tiktok
    .posts()
    // A post counts once its media is all there: photo and pulled posts at init, file uploads once complete.
    .filter((post) => post.mediaReadyAt !== null)
    .map((post): SandboxPostRecord => ({
      platform: "tiktok",
      account: post.openId,
      publishId: post.publishId,
      postId: post.postId,
      title: post.title,
      bytes: post.upload?.receivedBytes ?? 0,
      mediaType: post.mediaType,
    }));
  const youtubePosts = youtube
    .uploads()
    .map((upload): SandboxPostRecord => ({ platform: "youtube", account: upload.channelId, publishId: upload.videoId, postId: upload.videoId, title: upload.title, bytes: upload.bytes, mediaType: "video" }));
  return [...tiktokPosts, ...youtubePosts];
}

export type RunningSandbox = PlatformSandbox & {
  /** Base URL, e.g. `http://127.0.0.1:4010`; TikTok at `${url}/tiktok`, YouTube at `${url}/youtube`. */
  url: string;
  close(): Promise<void>;
};

/** Starts the sandbox alone on its own port (tests, demos): `npm start -w @cdp/platform-sandbox`. */
export async function startSandbox(options: PlatformSandboxOptions & { port?: number; host?: string } = {}): Promise<RunningSandbox> {
  const sandbox = createPlatformSandbox({ googlePathsAtRoot: true, ...options });
  const app = Fastify(standaloneServerOptions);
  await app.register(sandbox.plugin);
  const host = options.host ?? "127.0.0.1";
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return { ...sandbox, url: `http://${host}:${port}`, close: () => app.close() };
}
