import { Readable } from "node:stream";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { TokenSet } from "../platform-adapter.ts";
import { isPlatformError, type PlatformError } from "../platform-error.ts";
import { linkCreator, memoryResume, startTiktokKit, type TiktokKit, videoOptions } from "../../../../test/kits/tiktok.kit.ts";
import { tiktokError } from "./tiktok-errors.ts";

let kit: TiktokKit;
let tokens: TokenSet;
beforeEach(async () => {
  kit = await startTiktokKit();
  tokens = await linkCreator(kit, "sbx-open-creator-1");
});
afterEach(() => kit.close());

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const photoInput = (overrides: { privacy?: "public" | "friends" | "private"; brandedContent?: boolean } = {}) => ({
  accessToken: tokens.accessToken,
  externalId: "sbx-open-creator-1",
  imageUrls: ["https://cdn.example.test/a.jpg"],
  options: { title: "t", description: "d", privacy: overrides.privacy ?? "public", allowComment: true, brandedContent: overrides.brandedContent ?? false, ownBrand: false, aiGenerated: false, tags: [], autoAddMusic: false, coverIndex: 0 },
});

test("429, 5xx and dropped connections are retryable", async () => {
  kit.sandbox.scriptFaults("rate_limit");
  expect(await failure(kit.adapter.fetchProfile(tokens.accessToken))).toMatchObject({ kind: "retryable", platformCode: "rate_limit_exceeded", httpStatus: 429, logId: expect.any(String) });
  kit.sandbox.scriptFaults("server_error");
  expect(await failure(kit.adapter.fetchProfile(tokens.accessToken))).toMatchObject({ kind: "retryable", platformCode: "internal_error", httpStatus: 500 });
  kit.sandbox.scriptFaults("drop");
  expect(await failure(kit.adapter.fetchProfile(tokens.accessToken))).toMatchObject({ kind: "retryable", platformCode: "network", messageKey: "platform.tiktok.network" });
});

test("an expired access token needs reconnecting", async () => {
  kit.sandbox.faults.set({ expireAccessTokens: true });
  expect(await failure(kit.adapter.fetchPublishStatus({ accessToken: tokens.accessToken, publishId: "x" }))).toMatchObject({ kind: "reconnect", platformCode: "access_token_invalid" });
});

test("the daily post cap is a quota error, from TikTok and from our own ledger", async () => {
  kit.sandbox.control.updateSettings({ postsPerCreatorPerDay: 0 });
  expect(await failure(kit.adapter.publishPhotos(photoInput()))).toMatchObject({ kind: "quota", platformCode: "spam_risk_too_many_posts", retryAfterMs: expect.any(Number) });
  kit.sandbox.control.updateSettings({ postsPerCreatorPerDay: 100 });
  const period = new Date(kit.sandbox.now()).toISOString().slice(0, 10);
  await kit.ledger.consume({ key: "tiktok:posts:sbx-open-creator-1", period, units: 15 });
  expect(await failure(kit.adapter.publishPhotos(photoInput()))).toMatchObject({ kind: "quota", platformCode: "spam_risk_too_many_posts" });
  expect(kit.sandbox.control.posts()).toHaveLength(0);
});

test("a privacy level the creator does not offer, or private branded content, is refused before any init", async () => {
  const privateAccount = await linkCreator(kit, "sbx-open-creator-2");
  const mismatch = await failure(kit.adapter.publishPhotos({ ...photoInput(), accessToken: privateAccount.accessToken, externalId: "sbx-open-creator-2" }));
  expect(mismatch).toMatchObject({ kind: "permanent", platformCode: "privacy_level_option_mismatch", messageKey: "platform.tiktok.privacy_level_option_mismatch", httpStatus: null });
  expect(await failure(kit.adapter.publishPhotos(photoInput({ privacy: "private", brandedContent: true })))).toMatchObject({ kind: "permanent", platformCode: "branded_content_private" });
  expect(kit.sandbox.control.posts()).toHaveLength(0);
});

test("a video longer than the creator's limit is refused before uploading", async () => {
  const shortLimit = await linkCreator(kit, "sbx-open-creator-3");
  const media = { fileName: "long.mp4", contentType: "video/mp4", size: 1000, open: async () => Readable.from([Buffer.alloc(1000)]) };
  const refused = await failure(
    kit.adapter.publishVideo({ accessToken: shortLimit.accessToken, externalId: "sbx-open-creator-3", media, options: videoOptions({ durationSeconds: 61 }), resume: memoryResume() }),
  );
  expect(refused).toMatchObject({ kind: "permanent", platformCode: "video_too_long", messageKey: "platform.tiktok.video_too_long", params: { max: 60 } });
  expect(kit.sandbox.control.posts()).toHaveLength(0);
});

test("status checks over TikTok's 30 per minute are refused locally without calling out", async () => {
  kit.sandbox.control.updateSettings({ rateLimits: { ...kit.sandbox.control.settings().rateLimits, status_fetch: 1000 } });
  const check = () => kit.adapter.fetchPublishStatus({ accessToken: tokens.accessToken, publishId: "unknown" });
  for (let call = 0; call < 30; call += 1) expect(await failure(check())).toMatchObject({ platformCode: "invalid_publish_id", kind: "permanent" });
  // The wait is the window's minute and the connector's one second for calls that reach TikTok late.
  expect(await failure(check())).toMatchObject({ platformCode: "rate_limit_exceeded", kind: "retryable", httpStatus: null, retryAfterMs: 61_000 });
  kit.sandbox.advance(60_001);
  expect(await failure(check())).toMatchObject({ platformCode: "rate_limit_exceeded", retryAfterMs: 999 });
  kit.sandbox.advance(999);
  expect(await failure(check())).toMatchObject({ platformCode: "invalid_publish_id" });
});

test("every documented code has its own translated reason; unknown codes fall back by status", () => {
  for (const code of ["scope_not_authorized", "invalid_param", "url_ownership_unverified", "reached_active_user_cap", "auth_removed", "video_pull_failed", "temporarily_unavailable"]) {
    expect(tiktokError(code).messageKey).toBe(`platform.tiktok.${code}`);
  }
  expect(tiktokError("reached_active_user_cap").kind).toBe("quota");
  expect(tiktokError("auth_removed").kind).toBe("reconnect");
  expect(tiktokError("something_new", { httpStatus: 503 })).toMatchObject({ kind: "retryable", messageKey: "platform.tiktok.unknown" });
  expect(tiktokError("something_new", { httpStatus: 400 })).toMatchObject({ kind: "permanent", messageKey: "platform.tiktok.unknown" });
});
