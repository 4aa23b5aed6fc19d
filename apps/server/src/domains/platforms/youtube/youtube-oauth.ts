import type { AdapterDeps } from "../adapter-deps.ts";
import { isPlatformError } from "../platform-error.ts";
import type { DeviceLinkHandle, DeviceLinkPoll, DeviceLinkStart, TokenSet } from "../platform-adapter.ts";
import { googleFetch, googleJson, postForm } from "./google-http.ts";
import type { GoogleClient, YoutubeEndpoints } from "./youtube-endpoints.ts";
import { errorFromResponse, youtubeError } from "./youtube-errors.ts";
import { canRead, canUpload, DEVICE_FLOW_SCOPES, looksLikeDeviceGrant, WEB_FLOW_SCOPES } from "./youtube-scopes.ts";

type TokenResponse = {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
  token_type?: string;
};

const DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";

function toTokenSet(deps: AdapterDeps, body: TokenResponse, fallback: { refreshToken: string | null; scopes: string[] }): TokenSet {
  const now = deps.now().getTime();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? fallback.refreshToken,
    accessTokenExpiresAt: new Date(now + body.expires_in * 1000),
    refreshTokenExpiresAt: body.refresh_token_expires_in ? new Date(now + body.refresh_token_expires_in * 1000) : null,
    scopes: body.scope ? body.scope.split(" ").filter(Boolean) : fallback.scopes,
    externalId: null,
  };
}

function deviceClient(endpoints: YoutubeEndpoints): GoogleClient {
  if (!endpoints.device) throw youtubeError("device_flow_not_configured");
  return endpoints.device;
}

export function buildAuthorizeUrl(endpoints: YoutubeEndpoints, input: { state: string; redirectUri: string }): string {
  const query = new URLSearchParams({
    client_id: endpoints.web.clientId,
    redirect_uri: input.redirectUri,
    response_type: "code",
    scope: WEB_FLOW_SCOPES.join(" "),
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state: input.state,
  });
  return `${endpoints.authorize}?${query.toString()}`;
}

/** Exchanges the callback code; a grant without upload (or read) access is revoked and refused. */
export async function exchangeCode(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: { code: string; redirectUri: string }): Promise<TokenSet> {
  const body = await googleJson<TokenResponse>(
    deps,
    endpoints.token,
    postForm({ code: input.code, client_id: endpoints.web.clientId, client_secret: endpoints.web.clientSecret, redirect_uri: input.redirectUri, grant_type: "authorization_code" }),
  );
  const tokens = toTokenSet(deps, body, { refreshToken: null, scopes: [] });
  if (!canUpload(tokens.scopes) || !canRead(tokens.scopes)) {
    await revokeTokens(deps, endpoints, tokens).catch(() => undefined);
    throw youtubeError(canUpload(tokens.scopes) ? "insufficientPermissions" : "uploadScopeMissing", { platformCode: "scope_not_granted" });
  }
  return tokens;
}

export async function refreshTokens(deps: AdapterDeps, endpoints: YoutubeEndpoints, tokens: TokenSet): Promise<TokenSet> {
  if (!tokens.refreshToken) throw youtubeError("invalid_grant", { platformCode: "no_refresh_token" });
  const refreshToken = tokens.refreshToken;
  const clients = [endpoints.web, endpoints.device].filter((client): client is GoogleClient => client !== null);
  if (looksLikeDeviceGrant(tokens.scopes)) clients.reverse();
  let lastError: unknown;
  // A refresh token belongs to the client that obtained it; the scopes say which one, the other is a fallback.
  for (const client of clients) {
    try {
      const body = await googleJson<TokenResponse>(
        deps,
        endpoints.token,
        postForm({ client_id: client.clientId, client_secret: client.clientSecret, refresh_token: refreshToken, grant_type: "refresh_token" }),
      );
      return toTokenSet(deps, body, { refreshToken, scopes: tokens.scopes });
    } catch (error) {
      if (!isPlatformError(error) || error.platformCode !== "invalid_grant") throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** Revokes the whole grant; a token Google no longer knows counts as revoked. */
export async function revokeTokens(deps: AdapterDeps, endpoints: YoutubeEndpoints, tokens: TokenSet): Promise<void> {
  const response = await googleFetch(deps, endpoints.revoke, postForm({ token: tokens.refreshToken ?? tokens.accessToken }));
  if (response.ok) return;
  const error = await errorFromResponse(response, deps.now());
  if (error.platformCode === "invalid_token" || error.platformCode === "invalid_grant") return;
  throw error;
}

type DeviceCodeResponse = { device_code: string; user_code: string; verification_url: string; expires_in: number; interval: number };

export async function startDeviceLink(deps: AdapterDeps, endpoints: YoutubeEndpoints): Promise<DeviceLinkStart> {
  const client = deviceClient(endpoints);
  const body = await googleJson<DeviceCodeResponse>(deps, endpoints.deviceCode, postForm({ client_id: client.clientId, scope: DEVICE_FLOW_SCOPES.join(" ") }));
  const expiresAt = new Date(deps.now().getTime() + body.expires_in * 1000);
  return {
    handle: { deviceCode: body.device_code, expiresAt: expiresAt.toISOString(), interval: String(body.interval) },
    qrContent: body.verification_url,
    userCode: body.user_code,
    verificationUrl: body.verification_url,
    expiresAt,
    intervalSeconds: body.interval,
  };
}

/** One poll (B.2.2): 428 pending, 403 slow_down / access_denied, 200 tokens; expired codes give `expired`. */
export async function pollDeviceLink(deps: AdapterDeps, endpoints: YoutubeEndpoints, handle: DeviceLinkHandle): Promise<DeviceLinkPoll> {
  const client = deviceClient(endpoints);
  const expired = handle.expiresAt !== undefined && Date.parse(handle.expiresAt) <= deps.now().getTime();
  const response = await googleFetch(
    deps,
    endpoints.token,
    postForm({ client_id: client.clientId, client_secret: client.clientSecret, device_code: handle.deviceCode ?? "", grant_type: DEVICE_GRANT }),
  );
  if (response.ok) return { status: "authorized", tokens: toTokenSet(deps, (await response.json()) as TokenResponse, { refreshToken: null, scopes: [] }) };
  const error = await errorFromResponse(response, deps.now());
  switch (error.platformCode) {
    case "authorization_pending":
      return expired ? { status: "expired" } : { status: "pending" };
    case "slow_down":
      return { status: "slow_down", intervalSeconds: Number(handle.interval ?? 5) + 5 };
    case "access_denied":
      return { status: "denied" };
    case "expired_token":
    case "invalid_grant":
      return { status: "expired" };
    default:
      if (expired && error.kind !== "retryable") return { status: "expired" };
      throw error;
  }
}
