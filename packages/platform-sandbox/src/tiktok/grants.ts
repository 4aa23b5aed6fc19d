import { createHash, randomUUID } from "node:crypto";
import type { TiktokContext } from "./context.ts";
import { opaqueToken } from "./envelope.ts";
import type { TiktokAuthCode } from "./state.ts";

const ACCESS_TTL_S = 86_400;
const REFRESH_TTL_S = 31_536_000;

export const ALL_SCOPES = ["user.info.basic", "user.info.profile", "user.info.stats", "video.list", "video.publish", "video.upload"] as const;

/** Scopes from a comma-separated request, keeping only ones the sandbox knows; null when any is unknown. */
export function parseScopes(value: string): string[] | null {
  const scopes = value.split(",").map((scope) => scope.trim()).filter(Boolean);
  if (scopes.length === 0 || scopes.some((scope) => !(ALL_SCOPES as readonly string[]).includes(scope))) return null;
  return [...new Set(scopes)];
}

export function issueCode(context: TiktokContext, grant: Omit<TiktokAuthCode, "expiresAt" | "used">): string {
  const code = opaqueToken("sbx_code_");
  context.state.codes[code] = { ...grant, expiresAt: context.deps.now() + context.settings.codeTtlMs, used: false };
  return code;
}

/** New access + refresh tokens for a grant; the flat token response of A.1.2. */
export function issueTokens(context: TiktokContext, openId: string, scopes: string[], grantId: string = randomUUID()) {
  const now = context.deps.now();
  const accessToken = opaqueToken("act.");
  const refreshToken = opaqueToken("rft.");
  context.state.accessTokens[accessToken] = { openId, scopes, expiresAt: now + ACCESS_TTL_S * 1000, grantId };
  context.state.refreshTokens[refreshToken] = { openId, scopes, expiresAt: now + REFRESH_TTL_S * 1000, grantId };
  return {
    open_id: openId,
    scope: scopes.join(","),
    access_token: accessToken,
    expires_in: ACCESS_TTL_S,
    refresh_token: refreshToken,
    refresh_expires_in: REFRESH_TTL_S,
    token_type: "Bearer",
  };
}

/** Makes every token of one grant (or, with `openId`, of one creator) unusable. */
export function revokeGrants(context: TiktokContext, match: { grantId?: string; openId?: string }) {
  for (const store of [context.state.accessTokens, context.state.refreshTokens]) {
    for (const [token, grant] of Object.entries(store)) {
      if (grant.grantId === match.grantId || grant.openId === match.openId) delete store[token];
    }
  }
}

/** TikTok's PKCE: the challenge is the HEX SHA-256 of the verifier (not base64url). */
export function verifierMatches(challenge: string, verifier: string): boolean {
  return createHash("sha256").update(verifier).digest("hex") === challenge;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Whether a redirect URI may be used: registered exactly, or (no registration configured) any http(s) URL without fragment. */
export function redirectUriAllowed(context: TiktokContext, redirectUri: string): boolean {
  const registered = context.settings.redirectUris;
  if (registered) return registered.includes(redirectUri);
  return isHttpUrl(redirectUri) && !redirectUri.includes("#") && redirectUri.length < 512;
}
