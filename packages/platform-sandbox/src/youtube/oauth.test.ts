import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startYoutubeSandbox, type StandaloneYoutubeSandbox } from "./standalone.ts";
import { SCOPES, YOUTUBE_SANDBOX_CLIENTS } from "./settings.ts";

const { web, device } = YOUTUBE_SANDBOX_CLIENTS;
const REDIRECT = "http://127.0.0.1:9/callback";
let clock = Date.parse("2026-03-02T10:00:00Z");
let sandbox: StandaloneYoutubeSandbox;

beforeEach(async () => {
  clock = Date.parse("2026-03-02T10:00:00Z");
  sandbox = await startYoutubeSandbox({ now: () => clock });
});
afterEach(() => sandbox.close());

const base = () => `${sandbox.url}/youtube`;
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of ([] as string[]).concat(value)) body.append(key, item);
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body, redirect: "manual" as const };
};
const token = async (fields: Record<string, string>) => {
  const response = await fetch(`${base()}/token`, form(fields));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Fills the consent form as a person would; returns the callback URL. */
async function consent(options: { granted: string[]; prompt?: string; accessType?: string; decision?: string }) {
  const query = new URLSearchParams({
    client_id: web.clientId,
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: [SCOPES.upload, SCOPES.readonly, SCOPES.analytics].join(" "),
    access_type: options.accessType ?? "offline",
    state: "s1",
    ...(options.prompt ? { prompt: options.prompt } : {}),
  });
  const page = await fetch(`${base()}/o/oauth2/v2/auth?${query}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('type="checkbox" name="granted"');
  expect(html).toContain("允许");
  const fields: Record<string, string | string[]> = Object.fromEntries(query);
  const response = await fetch(`${base()}/o/oauth2/v2/auth`, form({ ...fields, account: "google-demo-1", granted: options.granted, decision: options.decision ?? "allow" }));
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

describe("youtube sandbox web OAuth", () => {
  it("grants only the ticked scopes, issues single-use codes and a refresh token on first consent", async () => {
    const callback = await consent({ granted: [SCOPES.upload, SCOPES.readonly] });
    expect(callback.searchParams.get("scope")).toBe(`${SCOPES.upload} ${SCOPES.readonly}`);
    expect(callback.searchParams.get("state")).toBe("s1");
    const code = callback.searchParams.get("code")!;
    const exchange = { grant_type: "authorization_code", code, client_id: web.clientId, client_secret: web.clientSecret, redirect_uri: REDIRECT };
    const first = await token(exchange);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ expires_in: 3599, token_type: "Bearer", scope: `${SCOPES.upload} ${SCOPES.readonly}` });
    expect(first.body.refresh_token).toEqual(expect.any(String));
    expect(await token(exchange)).toMatchObject({ status: 400, body: { error: "invalid_grant" } });

    const refreshed = await token({ grant_type: "refresh_token", refresh_token: String(first.body.refresh_token), client_id: web.clientId, client_secret: web.clientSecret });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();

    // A second consent without prompt=consent gets no refresh token; with it, a new one.
    const again = await consent({ granted: [SCOPES.upload] });
    const second = await token({ ...exchange, code: again.searchParams.get("code")! });
    expect(second.body.refresh_token).toBeUndefined();
    const forced = await consent({ granted: [SCOPES.upload], prompt: "consent" });
    expect((await token({ ...exchange, code: forced.searchParams.get("code")! })).body.refresh_token).toEqual(expect.any(String));
  });

  it("refuses a wrong redirect URI, a wrong secret and expired codes", async () => {
    const bad = await fetch(`${base()}/o/oauth2/v2/auth?client_id=${web.clientId}&redirect_uri=ftp://x&response_type=code&scope=${SCOPES.upload}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("redirect_uri_mismatch");
    const code = (await consent({ granted: [SCOPES.upload] })).searchParams.get("code")!;
    expect(await token({ grant_type: "authorization_code", code, client_id: web.clientId, client_secret: "nope", redirect_uri: REDIRECT })).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    clock += 11 * 60 * 1000;
    expect(await token({ grant_type: "authorization_code", code, client_id: web.clientId, client_secret: web.clientSecret, redirect_uri: REDIRECT })).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("sends access_denied back when the person refuses", async () => {
    const callback = await consent({ granted: [SCOPES.upload], decision: "deny" });
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("code")).toBeNull();
  });

  it("revoking kills the grant: the API answers 401 authError and refresh fails", async () => {
    const code = (await consent({ granted: [SCOPES.upload, SCOPES.readonly] })).searchParams.get("code")!;
    const tokens = (await token({ grant_type: "authorization_code", code, client_id: web.clientId, client_secret: web.clientSecret, redirect_uri: REDIRECT })).body;
    const channels = () => fetch(`${base()}/youtube/v3/channels?part=snippet&mine=true`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await channels()).status).toBe(200);
    expect((await fetch(`${base()}/revoke`, form({ token: String(tokens.access_token) }))).status).toBe(200);
    const after = await channels();
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 401, status: "UNAUTHENTICATED", errors: [{ reason: "authError", domain: "global", location: "Authorization" }] } });
    expect((await token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token), client_id: web.clientId, client_secret: web.clientSecret })).body.error).toBe("invalid_grant");
  });

  it("testing mode makes refresh tokens die after 7 days", async () => {
    sandbox.control.updateSettings({ testingMode: true });
    const code = (await consent({ granted: [SCOPES.upload] })).searchParams.get("code")!;
    const tokens = (await token({ grant_type: "authorization_code", code, client_id: web.clientId, client_secret: web.clientSecret, redirect_uri: REDIRECT })).body;
    expect(tokens.refresh_token_expires_in).toBe(7 * 24 * 3600);
    clock += 7 * 24 * 3600 * 1000 + 1;
    expect((await token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token), client_id: web.clientId, client_secret: web.clientSecret })).status).toBe(400);
  });
});

describe("youtube sandbox device flow", () => {
  const start = (scope: string, clientId: string = device.clientId) => fetch(`${base()}/device/code`, form({ client_id: clientId, scope }));
  const poll = (deviceCode: string) =>
    token({ grant_type: "urn:ietf:params:oauth:grant-type:device_code", device_code: deviceCode, client_id: device.clientId, client_secret: device.clientSecret });

  it("refuses scopes outside the device allowlist and web clients", async () => {
    const refused = await start(`${SCOPES.youtube} ${SCOPES.upload}`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "invalid_scope", error_description: `Invalid device flow scope: ${SCOPES.upload}` });
    expect((await start(SCOPES.youtube, web.clientId)).status).toBe(401);
  });

  it("answers 428 pending, 403 slow_down, then tokens after approval, and expires codes", async () => {
    const started = await start(`${SCOPES.youtube} ${SCOPES.readonly}`);
    const body = (await started.json()) as { device_code: string; user_code: string; verification_url: string; interval: number; expires_in: number };
    expect(body.verification_url).toBe(`${base()}/device`);
    expect(body.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(body).toMatchObject({ interval: 5, expires_in: 1800 });
    expect(await poll(body.device_code)).toMatchObject({ status: 428, body: { error: "authorization_pending" } });
    expect(await poll(body.device_code)).toMatchObject({ status: 403, body: { error: "slow_down" } });
    clock += 11_000;
    const page = await fetch(`${body.verification_url}?user_code=${body.user_code}`);
    expect(await page.text()).toContain('<label for="user_code">');
    const approved = await fetch(`${base()}/device`, form({ user_code: body.user_code, account: "google-demo-2", decision: "approve" }));
    expect(approved.status).toBe(200);
    const granted = await poll(body.device_code);
    expect(granted.status).toBe(200);
    expect(granted.body.refresh_token).toEqual(expect.any(String));
    expect(granted.body.scope).toBe(`${SCOPES.youtube} ${SCOPES.readonly}`);
    clock += 20_000;
    expect((await poll(body.device_code)).body.error).toBe("invalid_grant");

    const late = (await (await start(SCOPES.youtube)).json()) as { device_code: string; user_code: string };
    expect(sandbox.control.denyDevice(late.user_code)).toBe("denied");
    clock += 20_000;
    expect(await poll(late.device_code)).toMatchObject({ status: 403, body: { error: "access_denied" } });
    const expiring = (await (await start(SCOPES.youtube)).json()) as { device_code: string };
    clock += 1801 * 1000;
    expect((await poll(expiring.device_code)).body.error).toBe("expired_token");
  });
});
