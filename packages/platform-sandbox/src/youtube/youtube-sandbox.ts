import type { FastifyPluginAsync } from "fastify";
import { faultHook } from "../shared/faults.ts";
import { answerMishaps } from "../shared/mishaps.ts";
import { answerAfterPlannedAct } from "../shared/planned-acts.ts";
import type { PlatformSandboxDeps, PlatformSandboxPart } from "../shared/sandbox-options.ts";
import { registerAnalyticsRoutes } from "./analytics-routes.ts";
import { registerAuthorizeRoutes } from "./authorize-routes.ts";
import { registerChannelRoutes } from "./channel-routes.ts";
import { pacificDay, type PutHooks, type YoutubeContext } from "./context.ts";
import { decideDevice, registerDeviceRoutes, type DeviceDecision } from "./device-routes.ts";
import { acceptRepeatedFormFields } from "./form.ts";
import { GOOGLE_FAULT_REPLIES, googleApiMishap, googleOauthMishap, googlePageMishap } from "./google-error.ts";
import { registerPlaylistRoutes } from "./playlist-routes.ts";
import { resolveSettings, type YoutubeDemoAccount, type YoutubeSandboxSettings } from "./settings.ts";
import { emptyState, type VideoPrivacy, type YoutubeState } from "./state.ts";
import { registerThumbnailRoutes } from "./thumbnail-routes.ts";
import { registerTokenRoutes } from "./token-routes.ts";
import { registerUploadRoutes } from "./upload-routes.ts";


export type YoutubeSandboxUpload = { channelId: string; videoId: string; title: string; privacy: VideoPrivacy; bytes: number; hasCustomThumbnail: boolean };
export type YoutubeSandboxSession = { id: string; channelId: string; received: number; total: number; videoId: string | null };

/** Test hooks and inspection of the YouTube sandbox. */
export type YoutubeSandboxControl = {
  /** What a person does on the device page. */
  approveDevice(userCode: string, accountId: string): DeviceDecision;
  denyDevice(userCode: string): DeviceDecision;
  /** Every finished upload (for exactly-once checks). */
  uploads(): YoutubeSandboxUpload[];
  sessions(): YoutubeSandboxSession[];
  /** Makes every open upload session answer 404 (as if expired). */
  expireSessions(): void;
  accounts(): YoutubeDemoAccount[];
  updateAccount(id: string, patch: Partial<YoutubeDemoAccount>): YoutubeDemoAccount;
  settings(): YoutubeSandboxSettings;
  updateSettings(patch: Partial<YoutubeSandboxSettings>): YoutubeSandboxSettings;
  /** The project's quota use for the current Pacific day. */
  quotaUsed(): { day: string; units: number; inserts: number };
  /** Drops the connection of the next upload PUT after this many body bytes (whole 256 KiB blocks are kept). */
  interruptNextPut(input: { afterBytes: number }): void;
  /** The next upload PUT stores only this many of its bytes (its 308 `Range` says so). */
  storeFewerBytesOnNextPut(input: { storeBytes: number }): void;
  /** The next `count` upload PUTs answer 503 backendError and store nothing. */
  failNextPuts(count: number): void;
};

export function createYoutubeSandbox(deps: PlatformSandboxDeps, initial: Partial<YoutubeSandboxSettings>): PlatformSandboxPart<YoutubeSandboxControl> {
  let settings = resolveSettings(initial);
  let state: YoutubeState = emptyState(settings.accounts);
  const putHooks: PutHooks = { dropAfterBytes: null, storeBytes: null, failPuts: 0 };
  const context: YoutubeContext = { deps, settings: () => settings, state: () => state, putHooks };

  const plugin: FastifyPluginAsync = async (app) => {
    acceptRepeatedFormFields(app);
    answerMishaps(app, googleApiMishap, { notFound: true });
    // Pages for people and the OAuth endpoints: no injected faults.
    await app.register(async (pages) => {
      answerMishaps(pages, googlePageMishap);
      registerAuthorizeRoutes(pages, context);
      registerDeviceRoutes(pages, context);
    });
    await app.register(async (oauth) => {
      answerMishaps(oauth, googleOauthMishap);
      registerTokenRoutes(oauth, context);
    });
    await app.register(async (api) => {
      api.addHook("onRequest", faultHook(deps.faults, GOOGLE_FAULT_REPLIES));
      api.addHook("onSend", answerAfterPlannedAct);
      registerChannelRoutes(api, context);
      registerPlaylistRoutes(api, context);
      registerAnalyticsRoutes(api, context);
      registerUploadRoutes(api, context);
      registerThumbnailRoutes(api, context);
    });
  };

  const control: YoutubeSandboxControl = {
    approveDevice: (userCode, accountId) => decideDevice(context, userCode, { approve: true, accountId }),
    denyDevice: (userCode) => decideDevice(context, userCode, { approve: false }),
    uploads: () =>
      Object.values(state.videos).map((video) => ({
        channelId: video.channelId,
        videoId: video.id,
        title: video.title,
        privacy: video.privacy,
        bytes: video.bytes,
        hasCustomThumbnail: video.hasCustomThumbnail,
      })),
    sessions: () => Object.values(state.sessions).map((session) => ({ id: session.id, channelId: session.channelId, received: session.received, total: session.total, videoId: session.videoId })),
    expireSessions() {
      for (const session of Object.values(state.sessions)) session.createdAt = deps.now() - settings.sessionTtlMs;
    },
    accounts: () => structuredClone(state.accounts),
    updateAccount(id, patch) {
      const index = state.accounts.findIndex((account) => account.id === id);
      const current = state.accounts[index];
      if (!current) throw new Error(`Unknown sandbox Google account: ${id}`);
      const updated = { ...current, ...patch, id };
      state.accounts[index] = updated;
      return structuredClone(updated);
    },
    settings: () => settings,
    updateSettings(patch) {
      settings = { ...settings, ...patch };
      return settings;
    },
    quotaUsed: () => (state.quota.day === pacificDay(deps.now()) ? { ...state.quota } : { day: pacificDay(deps.now()), units: 0, inserts: 0 }),
    interruptNextPut({ afterBytes }) {
      putHooks.dropAfterBytes = afterBytes;
    },
    storeFewerBytesOnNextPut({ storeBytes }) {
      putHooks.storeBytes = storeBytes;
    },
    failNextPuts(count) {
      putHooks.failPuts = count;
    },
  };

  return {
    plugin,
    control,
    snapshot: () => structuredClone(state),
    restore(saved) {
      const restored = { ...emptyState(settings.accounts), ...(saved as Partial<YoutubeState>) };
      state = restored;
    },
  };
}
