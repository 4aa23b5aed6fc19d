import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PlatformError } from "../platform-error.ts";
import { pacificDay } from "./pacific-day.ts";
import { consentLikeABrowser, generatedMedia, memoryResume, postOptions, startKit } from "../../../../test/kits/youtube.kit.ts";

let kit: Awaited<ReturnType<typeof startKit>>;
afterEach(() => kit.close());

async function tokenFor(accountId: string) {
  const redirectUri = "http://127.0.0.1:9/cb";
  const callback = await consentLikeABrowser(kit.adapter.buildAuthorizeUrl({ state: "s", redirectUri }), { accountId });
  return (await kit.adapter.exchangeCode({ code: callback.searchParams.get("code")!, redirectUri })).accessToken;
}
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as PlatformError);
const publish = (accessToken: string) =>
  kit.adapter.publishVideo({ accessToken, externalId: "x", media: generatedMedia(1000), options: postOptions(), resume: memoryResume() });

describe("youtube connector account data", () => {
  beforeEach(async () => {
    kit = await startKit();
  });

  it("reads the channel with counts parsed from strings, and refuses an account without a channel", async () => {
    const profile = await kit.adapter.fetchProfile(await tokenFor("google-demo-1"));
    expect(profile).toEqual({
      externalId: "UCsandboxDemoChannel0001",
      name: "Demo Channel 1 / 演示频道一",
      username: "demochannel1",
      avatarUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      stats: { fans: 12_300, likes: 0, views: 987_654, videos: 42 },
    });
    expect(await failure(kit.adapter.fetchProfile(await tokenFor("google-demo-3")))).toMatchObject({ kind: "reconnect", messageKey: "platform.youtube.noChannel" });
  });

  it("maps analytics rows by column name, and a report without rows to no days", async () => {
    const accessToken = await tokenFor("google-demo-1");
    const days = await kit.adapter.fetchDailyMetrics({ accessToken, from: "2026-02-26", to: "2026-03-02" });
    expect(days.map((day) => day.date)).toEqual(["2026-02-26", "2026-02-27", "2026-02-28"]);
    for (const day of days) {
      expect(day.views).toBeGreaterThan(0);
      expect(day.likes).toBeGreaterThan(0);
      expect(day.fansGained).toBeGreaterThan(0);
      expect(day.fansLost).toBeGreaterThanOrEqual(0);
    }
    expect(await kit.adapter.fetchDailyMetrics({ accessToken, from: "2026-03-01", to: "2026-03-02" })).toEqual([]);
  });

  it("reads a published video's figures by its id with videos.list statistics (no share count), leaving out unknown ids", async () => {
    const accessToken = await tokenFor("google-demo-1");
    const { publishId: videoId } = await publish(accessToken);
    kit.clock.now += 30 * 3_600_000;
    const fresh = await tokenFor("google-demo-1");
    const [figures, ...rest] = await kit.adapter.fetchPostFigures({ accessToken: fresh, videoIds: [String(videoId), "noSuchVideo"] });
    expect(rest).toEqual([]);
    expect(figures).toEqual({ videoId, views: expect.any(Number), likes: expect.any(Number), comments: expect.any(Number), shares: null });
    expect(figures!.views).toBeGreaterThan(0);
    expect(figures!.likes).toBe(Math.floor(figures!.views / 15));
  });
});

describe("youtube connector quota and errors", () => {
  it("refuses locally before calling out when the day's quota would pass", async () => {
    kit = await startKit({ quota: { model: "legacy", dailyUnits: 2000 } });
    const accessToken = await tokenFor("google-demo-1");
    await publish(accessToken);
    const before = kit.sandbox.control.quotaUsed().units;
    expect(await failure(publish(accessToken))).toMatchObject({ kind: "quota", messageKey: "platform.youtube.localQuotaExhausted", retryAfterMs: expect.any(Number) });
    expect(kit.sandbox.control.quotaUsed().units).toBe(before);
    expect(await kit.deps.ledger.used({ key: "youtube:quota:sandbox-web.apps.googleusercontent.com", period: pacificDay(kit.deps.now()) })).toBe(1600);
  });

  it("maps quotaExceeded and uploadLimitExceeded to quota, 5xx to retryable, authError to reconnect", async () => {
    kit = await startKit();
    const accessToken = await tokenFor("google-demo-1");
    kit.sandbox.control.updateSettings({ dailyUploads: 0 });
    const quota = await failure(publish(accessToken));
    expect(quota).toMatchObject({ kind: "quota", platformCode: "quotaExceeded", httpStatus: 403, messageKey: "platform.youtube.quotaExceeded" });
    // Midnight Pacific is 08:00 UTC in March 2026 (PST until the 8th): 22 hours after 10:00 UTC.
    expect(quota?.retryAfterMs).toBe(22 * 3600 * 1000);

    kit.sandbox.control.updateSettings({ dailyUploads: 100, channelDailyUploadCap: 0 });
    expect(await failure(publish(accessToken))).toMatchObject({ kind: "quota", platformCode: "uploadLimitExceeded", messageKey: "platform.youtube.uploadLimitExceeded" });

    kit.sandbox.faults.set({ serverErrorRate: 1 });
    expect(await failure(kit.adapter.fetchProfile(accessToken))).toMatchObject({ kind: "retryable", httpStatus: 503, messageKey: "platform.youtube.backendError" });
    kit.sandbox.faults.set({ serverErrorRate: 0, rateLimitRate: 1 });
    expect(await failure(kit.adapter.fetchProfile(accessToken))).toMatchObject({ kind: "retryable", httpStatus: 429, platformCode: "rateLimitExceeded" });
    kit.sandbox.faults.set({ rateLimitRate: 0, expireAccessTokens: true });
    expect(await failure(kit.adapter.fetchDailyMetrics({ accessToken, from: "2026-02-01", to: "2026-02-02" }))).toMatchObject({ kind: "reconnect", platformCode: "authError" });
  });

  it("turns network failures into retryable errors", async () => {
    kit = await startKit();
    const accessToken = await tokenFor("google-demo-1");
    kit.sandbox.faults.set({ dropRate: 1 });
    expect(await failure(kit.adapter.fetchProfile(accessToken))).toMatchObject({ kind: "retryable", platformCode: "network", messageKey: "platform.youtube.network" });
  });
});
