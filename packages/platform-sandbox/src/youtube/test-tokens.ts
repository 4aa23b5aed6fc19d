import { SCOPES, YOUTUBE_SANDBOX_CLIENTS } from "./settings.ts";

/** Test helper: an access token for a demo account through the real consent form and token endpoint. */
export async function tokenFor(base: string, accountId: string, scopes: string[] = [SCOPES.upload, SCOPES.readonly, SCOPES.analytics]): Promise<string> {
  const { web } = YOUTUBE_SANDBOX_CLIENTS;
  const redirectUri = "http://127.0.0.1:9/callback";
  const body = new URLSearchParams({ client_id: web.clientId, redirect_uri: redirectUri, response_type: "code", scope: scopes.join(" "), account: accountId, decision: "allow" });
  for (const scope of scopes) body.append("granted", scope);
  const consent = await fetch(`${base}/o/oauth2/v2/auth`, { method: "POST", body, redirect: "manual" });
  const code = new URL(consent.headers.get("location")!).searchParams.get("code")!;
  const exchange = new URLSearchParams({ grant_type: "authorization_code", code, client_id: web.clientId, client_secret: web.clientSecret, redirect_uri: redirectUri });
  const tokens = (await (await fetch(`${base}/token`, { method: "POST", body: exchange })).json()) as { access_token: string };
  return tokens.access_token;
}
