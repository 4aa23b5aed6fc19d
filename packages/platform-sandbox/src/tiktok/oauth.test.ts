import { afterEach, beforeEach, expect, test } from "vitest";
import { TIKTOK_SANDBOX_CLIENT } from "./settings.ts";
import { type RunningTiktokSandbox, startTiktokSandbox } from "./standalone.ts";

let sandbox: RunningTiktokSandbox;
const REDIRECT = "https://app.example.test/callback/tiktok";
const SCOPES = "user.info.basic,user.info.profile,user.info.stats,video.list,video.publish,video.upload";

beforeEach(async () => {
  sandbox = await startTiktokSandbox();
});
afterEach(() => sandbox.close());

const api = (path: string) => `${sandbox.url}/tiktok${path}`;

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ""] = (match[2] ?? "").replaceAll("&#38;", "&").replaceAll("&#44;", ",");
  }
  return fields;
}

async function postForm(path: string, form: Record<string, string>) {
  return fetch(api(path), { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
}

async function consentAndGetCallback(options: { decision: "allow" | "deny"; untick?: string[] }) {
  const query = new URLSearchParams({ client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: SCOPES, response_type: "code", redirect_uri: REDIRECT, state: "st-1", disable_auto_auth: "1" });
  const page = await fetch(api(`/v2/auth/authorize/?${query}`));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Demo Creator 2 / 演示创作者二");
  expect(html).toMatch(/<label for="creator-0">/);
  const form: Record<string, string> = { ...hiddenFields(html), open_id: "sbx-open-creator-2", decision: options.decision };
  for (const scope of SCOPES.split(",")) if (!options.untick?.includes(scope)) form[`grant_${scope}`] = "on";
  const answer = await postForm("/v2/auth/authorize/", form);
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location") ?? "");
}

function exchange(code: string, redirectUri = REDIRECT) {
  return postForm("/v2/oauth/token/", { ...clientFields(), code, grant_type: "authorization_code", redirect_uri: redirectUri });
}

const clientFields = () => ({ client_key: TIKTOK_SANDBOX_CLIENT.clientKey, client_secret: TIKTOK_SANDBOX_CLIENT.clientSecret });

test("the consent page issues a single-use code that only the same redirect_uri can exchange", async () => {
  const callback = await consentAndGetCallback({ decision: "allow", untick: ["video.upload"] });
  expect(callback.origin + callback.pathname).toBe(REDIRECT);
  expect(callback.searchParams.get("state")).toBe("st-1");
  expect(callback.searchParams.get("scopes")).not.toContain("video.upload");
  const code = callback.searchParams.get("code") ?? "";

  const wrongRedirect = await exchange(code, "https://elsewhere.example.test/cb");
  expect(await wrongRedirect.json()).toMatchObject({ error: "invalid_grant" });

  const tokens = (await (await exchange(code)).json()) as Record<string, unknown>;
  expect(tokens).toMatchObject({ open_id: "sbx-open-creator-2", expires_in: 86400, refresh_expires_in: 31536000, token_type: "Bearer" });
  expect(String(tokens.scope).split(",")).not.toContain("video.upload");

  const reused = await exchange(code);
  expect(await reused.json()).toMatchObject({ error: "invalid_grant", log_id: expect.any(String) });
});

test("denying on the consent page redirects with access_denied", async () => {
  const callback = await consentAndGetCallback({ decision: "deny" });
  expect(callback.searchParams.get("error")).toBe("access_denied");
  expect(callback.searchParams.get("code")).toBeNull();
});

test("a wrong client secret is invalid_client", async () => {
  const answer = await postForm("/v2/oauth/token/", { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, client_secret: "nope", code: "x", grant_type: "authorization_code", redirect_uri: REDIRECT });
  expect(await answer.json()).toMatchObject({ error: "invalid_client" });
});

test("refresh rotates the refresh token and revoke makes business calls answer 401", async () => {
  const code = (await consentAndGetCallback({ decision: "allow" })).searchParams.get("code") ?? "";
  const first = (await (await exchange(code)).json()) as { refresh_token: string; access_token: string };
  const refresh = (token: string) => postForm("/v2/oauth/token/", { ...clientFields(), grant_type: "refresh_token", refresh_token: token });
  const second = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string; access_token: string };
  expect(second.refresh_token).not.toBe(first.refresh_token);
  expect(await (await refresh(first.refresh_token)).json()).toMatchObject({ error: "invalid_grant" });

  const userInfo = () => fetch(api("/v2/user/info/?fields=open_id,display_name,follower_count"), { headers: { authorization: `Bearer ${second.access_token}` } });
  expect(((await (await userInfo()).json()) as { data: { user: { open_id: string } } }).data.user.open_id).toBe("sbx-open-creator-2");
  const revoked = await postForm("/v2/oauth/revoke/", { ...clientFields(), token: second.access_token });
  expect(revoked.status).toBe(200);
  const after = await userInfo();
  expect(after.status).toBe(401);
  expect(await after.json()).toMatchObject({ data: {}, error: { code: "access_token_invalid", log_id: expect.any(String) } });
  expect(await (await refresh(second.refresh_token)).json()).toMatchObject({ error: "invalid_grant" });
});

test("the QR flow steps new → scanned → confirmed → utilised and expires after its TTL", async () => {
  const created = (await (await postForm("/v2/oauth/get_qrcode/", { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: SCOPES, state: "qr-state" })).json()) as { scan_qrcode_url: string; token: string };
  expect(created.scan_qrcode_url).toMatch(/^aweme:\/\/authorize\?.*client_ticket=tobefilled/);
  const check = async () => (await (await postForm("/v2/oauth/check_qrcode/", { ...clientFields(), token: created.token })).json()) as Record<string, string>;
  expect(await check()).toMatchObject({ status: "new", client_ticket: "" });

  const scanPage = await fetch(api(`/v2/oauth/qr_scan/?token=${encodeURIComponent(created.token)}&client_ticket=my-ticket`));
  expect(scanPage.status).toBe(200);
  expect(await check()).toMatchObject({ status: "scanned", client_ticket: "my-ticket" });
  const confirm = await postForm("/v2/oauth/qr_scan/", { token: created.token, open_id: "sbx-open-creator-1", decision: "allow" });
  expect(confirm.status).toBe(200);
  const confirmed = await check();
  expect(confirmed).toMatchObject({ status: "confirmed", client_ticket: "my-ticket", state: "qr-state" });
  const callback = new URL(confirmed.redirect_uri ?? "");
  expect(callback.searchParams.get("state")).toBe("qr-state");
  const tokens = await (await exchange(callback.searchParams.get("code") ?? "", callback.origin + callback.pathname)).json();
  expect(tokens).toMatchObject({ open_id: "sbx-open-creator-1" });
  expect(await check()).toMatchObject({ status: "utilised" });

  const stale = (await (await postForm("/v2/oauth/get_qrcode/", { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: SCOPES })).json()) as { token: string };
  sandbox.advance(300_001);
  expect(await (await postForm("/v2/oauth/check_qrcode/", { ...clientFields(), token: stale.token })).json()).toMatchObject({ status: "expired" });
});
