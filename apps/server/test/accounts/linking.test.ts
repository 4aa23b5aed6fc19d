import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { loginAdmin } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import {
  consent,
  followToServer,
  linkTiktok,
  newOperator,
  startAccountsWorld,
  freshCreator,
  YOUTUBE_ACCOUNT,
  type AccountsWorld,
} from "./helpers.ts";

describe.each(testDrivers)("linking platform accounts on %s", (driver) => {
  let world: AccountsWorld;
  let adminToken: string;
  beforeAll(async () => {
    world = await startAccountsWorld(driver);
    adminToken = await loginAdmin(world.runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  });
  afterAll(async () => world?.dispose());

  const linkedIdOf = (location: string | undefined) => new URL(location ?? "", "http://x").searchParams.get("linked");
  const linkErrorOf = (location: string | undefined) => new URL(location ?? "", "http://x").searchParams.get("linkError");
  const admin = (url: string, token: string | null = adminToken) =>
    world.runtime.app.inject({ method: "GET", url: `/admin/api/v1${url}`, headers: token ? { authorization: token, alltoken: token } : {} });

  it("links a TikTok account through the consent page and lists it with its stats", async () => {
    const operator = await newOperator(world.runtime, "web");
    const started = await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" });
    expect(started.json()).toMatchObject({ code: 0, data: { platform: "tiktok", method: "redirect", status: "pending", authUrl: expect.any(String) } });
    const authUrl = new URL(started.json().data.authUrl);
    expect(authUrl.origin).toBe(world.sandbox.url);
    expect(authUrl.searchParams.get("redirect_uri")).toMatch(/\/api\/v1\/accounts\/oauth\/tiktok\/callback$/);

    const openId = freshCreator();
    const back = await consent(authUrl.toString(), { decision: "allow", open_id: openId });
    expect(back.pathname).toBe("/api/v1/accounts/oauth/tiktok/callback");
    const landed = await followToServer(world.runtime, back);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toMatch(/^\/CRM\/accountManage\/index\?linked=\d+$/);
    const accountId = Number(linkedIdOf(landed.headers.location));

    const list = (await operator.get("/api/v1/accounts")).json();
    expect(list).toMatchObject({ code: 0, data: { total: 1, limit: { used: 1, max: 5 } } });
    const creator = world.sandbox.tiktok.creators().find((candidate) => candidate.openId === openId)!;
    expect(list.data.list[0]).toMatchObject({
      id: accountId,
      platform: "tiktok",
      externalId: openId,
      name: creator.displayName,
      username: creator.username,
      tokenHealth: "healthy",
      tokenHealthReason: null,
      stats: { fans: expect.any(Number), likes: expect.any(Number), views: expect.any(Number), videos: expect.any(Number) },
      groupIds: [],
    });

    const session = (await operator.get(`/api/v1/accounts/link/${started.json().data.linkId}`)).json();
    expect(session.data).toMatchObject({ status: "linked", account: { id: accountId } });

    // A reload of the callback shows the same account and links nothing twice.
    const replay = await followToServer(world.runtime, back);
    expect(linkedIdOf(replay.headers.location)).toBe(String(accountId));
    expect((await operator.get("/api/v1/accounts")).json().data.total).toBe(1);
  });

  it("links the same account again without a duplicate, and keeps it the same account", async () => {
    const operator = await newOperator(world.runtime, "relink");
    const openId = freshCreator();
    const first = await linkTiktok(world.runtime, operator, openId);
    const again = await linkTiktok(world.runtime, operator, openId);
    expect(again).toBe(first);
    expect((await operator.get("/api/v1/accounts")).json().data).toMatchObject({ total: 1, limit: { used: 1 } });
  });

  it("refuses an account another operator has linked, with a clear message", async () => {
    const owner = await newOperator(world.runtime, "owner");
    const other = await newOperator(world.runtime, "other");
    const creator = freshCreator();
    await linkTiktok(world.runtime, owner, creator);
    const started = await other.in("en").post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" });
    const landed = await followToServer(world.runtime, await consent(started.json().data.authUrl, { decision: "allow", open_id: creator }), "zh-CN");
    expect(linkErrorOf(landed.headers.location)).toBe("This account is already linked by another user");
    expect((await other.get("/api/v1/accounts")).json().data.total).toBe(0);
    const session = (await other.in("en").get(`/api/v1/accounts/link/${started.json().data.linkId}`)).json();
    expect(session.data).toMatchObject({ status: "failed", message: "This account is already linked by another user", account: null });
    // The owner's link still works.
    expect((await owner.get("/api/v1/accounts")).json().data.list[0]).toMatchObject({ externalId: creator, tokenHealth: "healthy" });
  });

  it("reports a refused consent and a bad state back to the accounts page", async () => {
    const operator = await newOperator(world.runtime, "deny");
    const started = await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" });
    const back = await consent(started.json().data.authUrl, { decision: "deny" });
    const landed = await followToServer(world.runtime, back);
    expect(landed.statusCode).toBe(302);
    expect(linkErrorOf(landed.headers.location)).toBe("授权已被拒绝");
    expect((await operator.get(`/api/v1/accounts/link/${started.json().data.linkId}`)).json().data).toMatchObject({ status: "denied", message: "授权已被拒绝" });

    const forged = await world.runtime.app.inject({ method: "GET", url: "/api/v1/accounts/oauth/tiktok/callback?code=abc&state=forged", headers: { "accept-language": "en" } });
    expect(linkErrorOf(forged.headers.location)).toBe("This authorisation link is no longer valid. Please start again.");
    expect((await operator.get("/api/v1/accounts")).json().data.total).toBe(0);
  });

  it("gives the callback's reasons in the language the operator chose, not the browser's", async () => {
    // The Chinese UI in an English browser: the platform's redirect back carries only Accept-Language: en.
    const operator = await newOperator(world.runtime, "zh-ui");
    const denied = await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" });
    const deniedBack = await followToServer(world.runtime, await consent(denied.json().data.authUrl, { decision: "deny" }), "en");
    expect(linkErrorOf(deniedBack.headers.location)).toBe("授权已被拒绝");

    const noChannel = await operator.post("/api/v1/accounts/link", { platform: "youtube", method: "redirect" });
    const noChannelBack = await followToServer(world.runtime, await consent(noChannel.json().data.authUrl, { decision: "allow", account: "google-demo-3" }), "en");
    expect(linkErrorOf(noChannelBack.headers.location)).toBe("该 Google 账号还没有 YouTube 频道，请先在 YouTube 创建频道后再授权");

    // And the other way round: the English UI in a Chinese browser.
    const english = await operator.in("en").post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" });
    const englishBack = await followToServer(world.runtime, await consent(english.json().data.authUrl, { decision: "deny" }), "zh-CN");
    expect(linkErrorOf(englishBack.headers.location)).toBe("Authorisation was refused");
  });

  it("links a YouTube channel through Google's consent page", async () => {
    const operator = await newOperator(world.runtime, "yt");
    const started = await operator.post("/api/v1/accounts/link", { platform: "youtube", method: "redirect" });
    expect(started.json().code).toBe(0);
    const back = await consent(started.json().data.authUrl, { decision: "allow", account: YOUTUBE_ACCOUNT });
    const landed = await followToServer(world.runtime, back);
    expect(linkedIdOf(landed.headers.location)).toMatch(/^\d+$/);
    const channel = world.sandbox.youtube.accounts().find((account) => account.id === YOUTUBE_ACCOUNT)!.channel!;
    expect((await operator.get("/api/v1/accounts?platform=youtube")).json().data.list[0]).toMatchObject({
      platform: "youtube",
      externalId: channel.id,
      tokenHealth: "healthy",
    });
  });

  it("links a TikTok account by QR code: scanned, then confirmed on the phone", async () => {
    const operator = await newOperator(world.runtime, "qr");
    const started = (await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "qr" })).json().data;
    expect(started).toMatchObject({ method: "qr", status: "pending", qrContent: expect.any(String), pollIntervalSeconds: expect.any(Number) });
    const qr = new URL(started.qrContent.replace(/^aweme:/, "http:"));
    const token = qr.searchParams.get("token")!;
    const ticket = qr.searchParams.get("client_ticket")!;
    expect(ticket).not.toBe("tobefilled");

    const status = async () => {
      world.clock.advance(started.pollIntervalSeconds * 1000 + 1);
      return (await operator.get(`/api/v1/accounts/link/${started.linkId}`)).json().data;
    };
    expect((await status()).status).toBe("pending");
    const openId = freshCreator();
    expect(world.sandbox.tiktok.scanQr(token, openId, ticket).ok).toBe(true);
    expect((await status()).status).toBe("scanned");
    expect(world.sandbox.tiktok.confirmQr(token).ok).toBe(true);
    const linked = await status();
    expect(linked).toMatchObject({ status: "linked", account: { platform: "tiktok", externalId: openId } });
  });

  it("links a YouTube channel by device code once the person approves it", async () => {
    const operator = await newOperator(world.runtime, "device");
    const started = (await operator.post("/api/v1/accounts/link", { platform: "youtube", method: "qr" })).json();
    expect(started).toMatchObject({ code: 0, data: { userCode: expect.any(String), verificationUrl: expect.any(String) } });
    const link = started.data;
    expect(world.sandbox.youtube.approveDevice(link.userCode, "google-demo-2")).toBeTruthy();
    world.clock.advance(link.pollIntervalSeconds * 1000 + 1);
    const status = (await operator.get(`/api/v1/accounts/link/${link.linkId}`)).json().data;
    expect(status).toMatchObject({ status: "linked", account: { platform: "youtube" } });
  });

  it("ends a device link the person refuses, saying so", async () => {
    const operator = await newOperator(world.runtime, "device-deny");
    const link = (await operator.post("/api/v1/accounts/link", { platform: "youtube", method: "qr" })).json().data;
    world.sandbox.youtube.denyDevice(link.userCode);
    world.clock.advance(link.pollIntervalSeconds * 1000 + 1);
    const status = (await operator.in("en").get(`/api/v1/accounts/link/${link.linkId}`)).json().data;
    expect(status).toMatchObject({ status: "denied", message: "Authorisation was refused", account: null });
    expect((await operator.get("/api/v1/accounts")).json().data.total).toBe(0);
  });

  it("expires a QR link nobody scanned", async () => {
    const operator = await newOperator(world.runtime, "expire");
    const link = (await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "qr" })).json().data;
    world.clock.advance(new Date(link.expiresAt).getTime() - world.clock.now().getTime() + 1000);
    const status = (await operator.in("en").get(`/api/v1/accounts/link/${link.linkId}`)).json().data;
    expect(status).toMatchObject({ status: "expired", message: "The QR code has expired. Please get a new one." });
  });

  it("lets an administrator start a link for an end user, ending on a page for the person who authorised", async () => {
    const started = await admin(`/tkAuth/getAuthUrl?userId=999999&platform=tiktok`);
    expect(started.statusCode).toBe(404);

    const operator = await newOperator(world.runtime, "onboard");
    const userId = (await operator.get("/api/v1/user/getUserInfo")).json().data?.id;
    expect(userId).toEqual(expect.any(Number));
    const link = await admin(`/tkAuth/getAuthUrl?userId=${userId}`);
    expect(link.json()).toMatchObject({ code: 1, data: { platform: "tiktok", method: "redirect", authUrl: expect.any(String) } });
    const openId = freshCreator();
    const landed = await followToServer(world.runtime, await consent(link.json().data.authUrl, { decision: "allow", open_id: openId }));
    expect(landed.statusCode).toBe(200);
    expect(landed.headers["content-type"]).toMatch(/text\/html/);
    expect(landed.body).toContain("授权成功，可以关闭此页面");
    expect((await admin(`/tkAuth/status?linkId=${link.json().data.linkId}`)).json().data).toMatchObject({ status: "linked" });
    expect((await operator.get("/api/v1/accounts")).json().data.list[0]).toMatchObject({ externalId: openId });
  });

  it("answers admin onboarding only to administrators", async () => {
    const operator = await newOperator(world.runtime, "notadmin");
    expect((await admin("/tkAuth/getAuthUrl?userId=1", null)).statusCode).toBe(401);
    expect((await admin("/tkAuth/getQrCode?userId=1", operator.token)).statusCode).toBe(401);
    expect((await admin("/tkAuth/status?linkId=abc", operator.token)).statusCode).toBe(401);
  });

  it("keeps link sessions to their operator", async () => {
    const a = await newOperator(world.runtime, "link-a");
    const b = await newOperator(world.runtime, "link-b");
    const link = (await a.post("/api/v1/accounts/link", { platform: "tiktok", method: "qr" })).json().data;
    expect((await b.get(`/api/v1/accounts/link/${link.linkId}`)).statusCode).toBe(404);
    expect((await a.get(`/api/v1/accounts/link/${link.linkId}`)).statusCode).toBe(200);
  });
});
