import { afterEach, beforeEach, expect, test } from "vitest";
import { isPlatformError, type PlatformError } from "../platform-error.ts";
import { linkCreator, startTiktokKit, type TiktokKit } from "../../../../test/kits/tiktok.kit.ts";

let kit: TiktokKit;
beforeEach(async () => {
  kit = await startTiktokKit();
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

const REDIRECT = "https://crm.example.test/accounts/callback/tiktok";

test("web OAuth: consent page, form post, redirect, code exchange; the code cannot be used twice", async () => {
  const authorizeUrl = new URL(kit.adapter.buildAuthorizeUrl({ state: "csrf-1", redirectUri: REDIRECT }));
  expect(authorizeUrl.searchParams.get("disable_auto_auth")).toBe("1");
  expect(authorizeUrl.searchParams.get("scope")?.split(",")).toContain("video.publish");
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "", authorizeUrl);
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(match[1] ?? "", (match[2] ?? "").replaceAll("&#38;", "&"));
  for (const match of html.matchAll(/name="(grant_[^"]+)" value="on" checked>/g)) form.set(match[1] ?? "", "on");
  form.set("open_id", "sbx-open-creator-3");
  form.set("decision", "allow");
  const answer = await fetch(action, { method: "POST", body: form, redirect: "manual" });
  const callback = new URL(answer.headers.get("location") ?? "");
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
  expect(callback.searchParams.get("state")).toBe("csrf-1");

  const code = callback.searchParams.get("code") ?? "";
  const tokens = await kit.adapter.exchangeCode({ code, redirectUri: REDIRECT });
  expect(tokens.externalId).toBe("sbx-open-creator-3");
  expect(tokens.scopes).toContain("video.publish");
  expect(tokens.accessTokenExpiresAt.getTime() - kit.sandbox.now()).toBe(86_400_000);

  const reuse = await failure(kit.adapter.exchangeCode({ code, redirectUri: REDIRECT }));
  expect(reuse).toMatchObject({ platformCode: "invalid_grant", kind: "reconnect", messageKey: "platform.tiktok.invalid_grant" });
});

test("QR linking goes pending → scanned → authorized, and a denial is reported", async () => {
  const link = await kit.adapter.startDeviceLink({ state: "qr" });
  expect(link.qrContent).toContain(`client_ticket=${link.handle.clientTicket}`);
  expect(link.qrContent).not.toContain("tobefilled");
  expect(link.verificationUrl).toContain("/tiktok/v2/oauth/qr_scan/");
  expect(await kit.adapter.pollDeviceLink(link.handle)).toEqual({ status: "pending" });
  kit.sandbox.control.scanQr(link.handle.token ?? "", "sbx-open-creator-1", link.handle.clientTicket);
  expect(await kit.adapter.pollDeviceLink(link.handle)).toEqual({ status: "scanned" });
  kit.sandbox.control.confirmQr(link.handle.token ?? "");
  const done = await kit.adapter.pollDeviceLink(link.handle);
  expect(done).toMatchObject({ status: "authorized", tokens: { externalId: "sbx-open-creator-1" } });

  const refused = await kit.adapter.startDeviceLink({ state: "qr2" });
  kit.sandbox.control.denyQr(refused.handle.token ?? "");
  expect(await kit.adapter.pollDeviceLink(refused.handle)).toEqual({ status: "denied" });

  const forged = await kit.adapter.startDeviceLink({ state: "qr3" });
  kit.sandbox.control.scanQr(forged.handle.token ?? "", "sbx-open-creator-1", "someone-elses-ticket");
  kit.sandbox.control.confirmQr(forged.handle.token ?? "");
  expect(await failure(kit.adapter.pollDeviceLink(forged.handle))).toMatchObject({ platformCode: "qr_ticket_mismatch" });
});

test("refresh rotates the refresh token: the adapter returns the new one and the old one stops working", async () => {
  const first = await linkCreator(kit, "sbx-open-creator-2");
  const second = await kit.adapter.refreshTokens(first);
  expect(second.refreshToken).not.toBe(first.refreshToken);
  expect(second.accessToken).not.toBe(first.accessToken);
  expect(second.externalId).toBe("sbx-open-creator-2");
  expect(await failure(kit.adapter.refreshTokens(first))).toMatchObject({ kind: "reconnect", platformCode: "invalid_grant" });
  expect((await kit.adapter.fetchProfile(second.accessToken)).externalId).toBe("sbx-open-creator-2");
});

test("the profile carries totals and views; after revoke the token needs reconnecting", async () => {
  const tokens = await linkCreator(kit, "sbx-open-creator-1");
  const profile = await kit.adapter.fetchProfile(tokens.accessToken);
  expect(profile).toMatchObject({ externalId: "sbx-open-creator-1", username: "demo.creator.one", name: "Demo Creator 1 / 演示创作者一" });
  expect(profile.stats.videos).toBe(24);
  expect(profile.stats.fans).toBeGreaterThan(0);
  expect(profile.stats.views).toBeGreaterThan(0);
  expect(profile.avatarUrl).toMatch(/^data:image\/svg\+xml/);
  expect(await kit.adapter.fetchDailyMetrics({ accessToken: tokens.accessToken, from: "2026-01-01", to: "2026-01-02" })).toEqual([]);

  await kit.adapter.revoke(tokens);
  expect(await failure(kit.adapter.fetchProfile(tokens.accessToken))).toMatchObject({ kind: "reconnect", platformCode: "access_token_invalid", httpStatus: 401 });
  await expect(kit.adapter.revoke(tokens)).resolves.toBeUndefined();
});
