import { randomBytes } from "node:crypto";
import type { DeviceLinkHandle, DeviceLinkPoll, DeviceLinkStart, TokenSet } from "../platform-adapter.ts";
import { isPlatformError } from "../platform-error.ts";
import type { TiktokEndpoints } from "./tiktok-endpoints.ts";
import { localRefusal, tiktokError } from "./tiktok-errors.ts";
import type { TiktokHttp } from "./tiktok-http.ts";

export const TIKTOK_SCOPES = ["user.info.basic", "user.info.profile", "user.info.stats", "video.list", "video.publish", "video.upload"];

/** Real clients poll every 2–5 s and give up after about 5 min (A.2.2). */
const QR_POLL_SECONDS = 3;
const QR_LIFETIME_MS = 300_000;

type TokenResponse = Record<string, unknown>;

function toTokenSet(body: TokenResponse, now: Date, previousRefresh: string | null = null): TokenSet {
  const accessToken = typeof body.access_token === "string" ? body.access_token : "";
  if (!accessToken) throw tiktokError("unknown", { message: "token response without access_token" });
  const seconds = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
  const refreshToken = typeof body.refresh_token === "string" && body.refresh_token ? body.refresh_token : previousRefresh;
  return {
    accessToken,
    refreshToken,
    accessTokenExpiresAt: new Date(now.getTime() + seconds(body.expires_in, 86_400) * 1000),
    refreshTokenExpiresAt: refreshToken ? new Date(now.getTime() + seconds(body.refresh_expires_in, 31_536_000) * 1000) : null,
    scopes: typeof body.scope === "string" ? body.scope.split(",").map((scope) => scope.trim()).filter(Boolean) : [],
    externalId: typeof body.open_id === "string" ? body.open_id : null,
  };
}

/** The authorization code of a QR confirmation: in `code`, or inside the `redirect_uri` callback URL (A.2.2). */
function codeFromQrConfirmation(body: Record<string, unknown>): { code: string; redirectUri: string } | null {
  for (const candidate of [body.code, body.redirect_uri]) {
    if (typeof candidate !== "string" || !candidate) continue;
    if (!/^https?:\/\//.test(candidate)) return { code: candidate, redirectUri: typeof body.redirect_uri === "string" ? body.redirect_uri.split("?")[0] ?? "" : "" };
    const url = new URL(candidate);
    const code = url.searchParams.get("code");
    if (code) return { code, redirectUri: `${url.origin}${url.pathname}` };
  }
  return null;
}

/** Login Kit v2: web consent, token exchange, refresh with rotation, revoke, and the QR flow. */
export function createTiktokOauth(endpoints: TiktokEndpoints, http: TiktokHttp, now: () => Date) {
  const client = () => ({ client_key: endpoints.clientKey, client_secret: endpoints.clientSecret });

  const exchangeCode = async (input: { code: string; redirectUri: string }): Promise<TokenSet> => {
    const body = await http.oauth("/v2/oauth/token/", { ...client(), code: input.code, grant_type: "authorization_code", redirect_uri: input.redirectUri });
    return toTokenSet(body, now());
  };

  return {
    buildAuthorizeUrl(input: { state: string; redirectUri: string }): string {
      const query = new URLSearchParams({
        client_key: endpoints.clientKey,
        scope: TIKTOK_SCOPES.join(","),
        response_type: "code",
        redirect_uri: input.redirectUri,
        state: input.state,
        // Always show the consent page, so that a second account can be linked (A.1.1).
        disable_auto_auth: "1",
      });
      return `${endpoints.authorizeUrl}?${query.toString()}`;
    },

    exchangeCode,

    async refreshTokens(tokens: TokenSet): Promise<TokenSet> {
      if (!tokens.refreshToken) throw tiktokError("invalid_grant", { message: "no refresh token stored" });
      const body = await http.oauth("/v2/oauth/token/", { ...client(), grant_type: "refresh_token", refresh_token: tokens.refreshToken });
      const next = toTokenSet(body, now(), tokens.refreshToken);
      return { ...next, externalId: next.externalId ?? tokens.externalId, scopes: next.scopes.length ? next.scopes : tokens.scopes };
    },

    async revoke(tokens: TokenSet): Promise<void> {
      try {
        await http.oauth("/v2/oauth/revoke/", { ...client(), token: tokens.accessToken });
      } catch (error) {
        // An access token TikTok no longer knows is as revoked as it gets.
        if (isPlatformError(error) && error.platformCode === "invalid_grant") return;
        throw error;
      }
    },

    async startDeviceLink(input: { state: string }): Promise<DeviceLinkStart> {
      const body = await http.oauth("/v2/oauth/get_qrcode/", { client_key: endpoints.clientKey, scope: TIKTOK_SCOPES.join(","), state: input.state });
      const scanUrl = typeof body.scan_qrcode_url === "string" ? body.scan_qrcode_url : "";
      const token = typeof body.token === "string" ? body.token : "";
      if (!scanUrl.includes("client_ticket=tobefilled") || !token) throw tiktokError("unknown", { message: "get_qrcode answered without a QR URL" });
      const clientTicket = randomBytes(18).toString("base64url");
      const scanPage = endpoints.qrScanPage();
      return {
        handle: { token, clientTicket },
        qrContent: scanUrl.replace("client_ticket=tobefilled", `client_ticket=${clientTicket}`),
        userCode: null,
        verificationUrl: scanPage ? `${scanPage}?${new URLSearchParams({ token, client_ticket: clientTicket }).toString()}` : null,
        expiresAt: new Date(now().getTime() + QR_LIFETIME_MS),
        intervalSeconds: QR_POLL_SECONDS,
      };
    },

    async pollDeviceLink(link: DeviceLinkHandle): Promise<DeviceLinkPoll> {
      let body: Record<string, unknown>;
      try {
        body = await http.oauth("/v2/oauth/check_qrcode/", { ...client(), token: link.token ?? "" });
      } catch (error) {
        if (isPlatformError(error) && error.platformCode === "access_denied") return { status: "denied" };
        throw error;
      }
      switch (body.status) {
        case "new":
          return { status: "pending" };
        case "scanned":
          return { status: "scanned" };
        case "expired":
        case "utilised":
          // A code already handed out cannot be fetched again: start over.
          return { status: "expired" };
        case "confirmed": {
          if (body.client_ticket !== link.clientTicket) throw localRefusal("platform.tiktok.qr_ticket_mismatch", "qr_ticket_mismatch");
          const confirmation = codeFromQrConfirmation(body);
          if (!confirmation) throw tiktokError("unknown", { message: "check_qrcode confirmed without a code" });
          return { status: "authorized", tokens: await exchangeCode(confirmation) };
        }
        default:
          return { status: "pending" };
      }
    },
  };
}
