import type { FastifyInstance } from "fastify";
import { faultHook } from "../shared/faults.ts";
import { answerMishaps } from "../shared/mishaps.ts";
import { answerAfterPlannedAct } from "../shared/planned-acts.ts";
import { acceptFormBodies } from "../shared/form-body.ts";
import type { PlatformSandboxDeps, PlatformSandboxPart } from "../shared/sandbox-options.ts";
import type { TiktokContext } from "./context.ts";
import { registerDisplayRoutes } from "./display-routes.ts";
import { tiktokAnyMishap, tiktokApiMishap, tiktokFaultReplies, tiktokOauthMishap } from "./envelope.ts";
import { revokeGrants } from "./grants.ts";
import { registerOauthRoutes } from "./oauth-routes.ts";
import { registerPeoplePages, tiktokPageMishap } from "./people-pages.ts";
import { postStatus } from "./post-status.ts";
import { registerPhotoRoute } from "./photo-route.ts";
import { registerPublishRoutes } from "./publish-routes.ts";
import { confirmQrSession, denyQrSession, type QrStep, scanQrSession } from "./qr-sessions.ts";
import { registerStatusRoutes } from "./status-routes.ts";
import { resolveTiktokSettings, type TiktokDemoCreator, type TiktokSandboxSettings } from "./settings.ts";
import { emptyTiktokState, isTiktokState, type TiktokPost } from "./state.ts";
import { registerUploadRoute } from "./upload-route.ts";


/** A publication as tests see it, with its current status. */
export type TiktokPostView = TiktokPost & { status: ReturnType<typeof postStatus> };

/** Test hooks: act as the person on the phone, inspect posts, change creators and settings. */
export type TiktokSandboxControl = {
  /** "Scans" a QR code as `openId` would, carrying the ticket the caller filled into the QR URL. */
  scanQr(token: string, openId: string, clientTicket?: string): QrStep;
  confirmQr(token: string, openId?: string): QrStep;
  denyQr(token: string): QrStep;
  /** Every accepted publication, oldest first. */
  posts(): TiktokPostView[];
  creators(): TiktokDemoCreator[];
  updateCreator(openId: string, patch: Partial<Omit<TiktokDemoCreator, "openId">>): TiktokDemoCreator;
  /** Revokes every grant of a creator (as if they removed the app in TikTok). */
  revokeAll(openId: string): void;
  settings(): TiktokSandboxSettings;
  updateSettings(patch: Partial<Omit<TiktokSandboxSettings, "creators">>): TiktokSandboxSettings;
};

export function createTiktokSandbox(deps: PlatformSandboxDeps, settings: Partial<TiktokSandboxSettings>): PlatformSandboxPart<TiktokSandboxControl> {
  const resolved = resolveTiktokSettings(settings);
  const context: TiktokContext = {
    deps,
    settings: resolved,
    state: emptyTiktokState(resolved.creators),
    rateWindows: new Map(),
    uploadProgress: new Map(),
  };

  const plugin = async (app: FastifyInstance) => {
    acceptFormBodies(app);
    answerMishaps(app, tiktokAnyMishap, { notFound: true });
    await app.register(async (pages) => {
      answerMishaps(pages, tiktokPageMishap);
      registerPeoplePages(pages, context);
    });
    await app.register(async (api) => {
      api.addHook("onRequest", faultHook(deps.faults, tiktokFaultReplies));
      api.addHook("onSend", answerAfterPlannedAct);
      answerMishaps(api, tiktokApiMishap);
      await api.register(async (oauth) => {
        answerMishaps(oauth, tiktokOauthMishap);
        registerOauthRoutes(oauth, context);
      });
      registerPublishRoutes(api, context);
      registerPhotoRoute(api, context);
      registerStatusRoutes(api, context);
      registerDisplayRoutes(api, context);
      await api.register(async (upload) => registerUploadRoute(upload, context));
    });
  };

  const control: TiktokSandboxControl = {
    scanQr: (token, openId, clientTicket = "") => scanQrSession(context, token, clientTicket, openId),
    confirmQr: (token, openId) => confirmQrSession(context, token, openId ?? null),
    denyQr: (token) => denyQrSession(context, token),
    posts: () =>
      Object.values(context.state.posts)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((post) => ({ ...structuredClone(post), status: postStatus(post, context.settings, deps.now()) })),
    creators: () => structuredClone(context.state.creators),
    updateCreator(openId, patch) {
      const creator = context.state.creators.find((candidate) => candidate.openId === openId);
      if (!creator) throw new Error(`Unknown TikTok sandbox creator ${openId}`);
      Object.assign(creator, patch);
      return structuredClone(creator);
    },
    revokeAll: (openId) => revokeGrants(context, { openId }),
    settings: () => structuredClone(context.settings),
    updateSettings(patch) {
      context.settings = { ...context.settings, ...patch, rateLimits: { ...context.settings.rateLimits, ...patch.rateLimits } };
      return structuredClone(context.settings);
    },
  };

  return {
    plugin,
    control,
    snapshot: () => structuredClone(context.state),
    restore(state) {
      if (!isTiktokState(state)) return;
      context.state = structuredClone(state);
      context.uploadProgress.clear();
    },
  };
}
