import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type PlatformError } from "../platform-error.ts";
import { consentLikeABrowser, startKit } from "../../../../test/kits/youtube.kit.ts";
import { createYoutubeAdapter } from "./youtube-adapter.ts";
import { YOUTUBE_SCOPES } from "./youtube-scopes.ts";

const REDIRECT = "http://127.0.0.1:9/accounts/youtube/callback";
let kit: Awaited<ReturnType<typeof startKit>>;
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as PlatformError);

describe("youtube connector web OAuth", () => {
  it("links through the consent page with a partial grant, and refuses a reused code", async () => {
    const url = kit.adapter.buildAuthorizeUrl({ state: "st-1", redirectUri: REDIRECT });
    const query = new URL(url).searchParams;
    expect(query.get("access_type")).toBe("offline");
    expect(query.get("prompt")).toBe("consent");
    expect(query.get("scope")).toBe(`${YOUTUBE_SCOPES.upload} ${YOUTUBE_SCOPES.readonly} ${YOUTUBE_SCOPES.analytics}`);
    const callback = await consentLikeABrowser(url, { accountId: "google-demo-1", untick: [YOUTUBE_SCOPES.analytics] });
    expect(callback.searchParams.get("state")).toBe("st-1");
    const code = callback.searchParams.get("code")!;
    const tokens = await kit.adapter.exchangeCode({ code, redirectUri: REDIRECT });
    expect(tokens.scopes).toEqual([YOUTUBE_SCOPES.upload, YOUTUBE_SCOPES.readonly]);
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.externalId).toBeNull();
    expect(tokens.accessTokenExpiresAt.getTime()).toBe(kit.clock.now + 3599 * 1000);
    const profile = await kit.adapter.fetchProfile(tokens.accessToken);
    expect(profile.externalId).toBe("UCsandboxDemoChannel0001");

    const reused = await rejection(kit.adapter.exchangeCode({ code, redirectUri: REDIRECT }));
    expect(reused).toMatchObject({ kind: "reconnect", platformCode: "invalid_grant", messageKey: "platform.youtube.invalid_grant" });
  });

  it("refuses (and revokes) a grant without the upload scope", async () => {
    const url = kit.adapter.buildAuthorizeUrl({ state: "st-2", redirectUri: REDIRECT });
    const callback = await consentLikeABrowser(url, { accountId: "google-demo-2", untick: [YOUTUBE_SCOPES.upload] });
    const refused = await rejection(kit.adapter.exchangeCode({ code: callback.searchParams.get("code")!, redirectUri: REDIRECT }));
    expect(refused).toMatchObject({ kind: "reconnect", messageKey: "platform.youtube.uploadScopeMissing" });
  });

  it("keeps the refresh token on refresh, and maps a revoked grant to reconnect", async () => {
    const callback = await consentLikeABrowser(kit.adapter.buildAuthorizeUrl({ state: "s", redirectUri: REDIRECT }), { accountId: "google-demo-1" });
    const tokens = await kit.adapter.exchangeCode({ code: callback.searchParams.get("code")!, redirectUri: REDIRECT });
    kit.clock.now += 3600 * 1000;
    const refreshed = await kit.adapter.refreshTokens(tokens);
    expect(refreshed.refreshToken).toBe(tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await kit.adapter.revoke(refreshed);
    expect(await rejection(kit.adapter.fetchProfile(refreshed.accessToken))).toMatchObject({ kind: "reconnect", platformCode: "authError", httpStatus: 401 });
    expect(await rejection(kit.adapter.refreshTokens(refreshed))).toMatchObject({ kind: "reconnect", platformCode: "invalid_grant" });
    await expect(kit.adapter.revoke(refreshed)).resolves.toBeUndefined();
  });
});

describe("youtube connector device flow", () => {
  it("polls pending → slow_down → authorized with the device scopes only, and refreshes with the device client", async () => {
    const start = await kit.adapter.startDeviceLink({ state: "d-1" });
    expect(start.qrContent).toBe(`${kit.sandbox.url}/youtube/device`);
    expect(start.verificationUrl).toBe(start.qrContent);
    expect(start.userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(start.intervalSeconds).toBe(5);
    expect(await kit.adapter.pollDeviceLink(start.handle)).toEqual({ status: "pending" });
    expect(await kit.adapter.pollDeviceLink(start.handle)).toEqual({ status: "slow_down", intervalSeconds: 10 });
    expect(kit.sandbox.control.approveDevice(start.userCode!, "google-demo-2")).toBe("approved");
    kit.clock.now += 10_000;
    const poll = await kit.adapter.pollDeviceLink(start.handle);
    if (poll.status !== "authorized") throw new Error(`expected authorized, got ${poll.status}`);
    expect(poll.tokens.scopes).toEqual([YOUTUBE_SCOPES.youtube, YOUTUBE_SCOPES.readonly]);
    expect(poll.tokens.refreshToken).toEqual(expect.any(String));
    expect((await kit.adapter.fetchProfile(poll.tokens.accessToken)).externalId).toBe("UCsandboxDemoChannel0002");
    const refreshed = await kit.adapter.refreshTokens(poll.tokens);
    expect(refreshed.refreshToken).toBe(poll.tokens.refreshToken);
  });

  it("reports denied and expired codes", async () => {
    const denied = await kit.adapter.startDeviceLink({ state: "d-2" });
    kit.sandbox.control.denyDevice(denied.userCode!);
    expect(await kit.adapter.pollDeviceLink(denied.handle)).toEqual({ status: "denied" });
    const late = await kit.adapter.startDeviceLink({ state: "d-3" });
    kit.clock.now += 1801 * 1000;
    expect(await kit.adapter.pollDeviceLink(late.handle)).toEqual({ status: "expired" });
  });

  it("refuses the device flow when live credentials have no device client", async () => {
    const live = createYoutubeAdapter({ ...kit.deps, config: { ...kit.deps.config, youtube: { clientId: "id", clientSecret: "secret", device: null } } });
    expect(live.mode).toBe("live");
    expect(live.buildAuthorizeUrl({ state: "s", redirectUri: REDIRECT })).toMatch(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/);
    expect(await rejection(live.startDeviceLink({ state: "s" }))).toMatchObject({ kind: "permanent", messageKey: "platform.youtube.device_flow_not_configured" });
  });
});
