import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestOrigin } from "../shared/form-body.ts";
import { textFields } from "../shared/params.ts";
import { mountPrefix, type TiktokContext } from "./context.ts";
import { oauthFail, opaqueToken } from "./envelope.ts";
import { issueTokens, parseScopes, redirectUriAllowed, revokeGrants, verifierMatches } from "./grants.ts";
import { qrExpired } from "./qr-sessions.ts";
import { own } from "../shared/own.ts";

type Form = Record<string, string | undefined>;

/** The machine side of Login Kit v2: token, refresh, revoke, QR create/check (form bodies, flat JSON). */
export function registerOauthRoutes(app: FastifyInstance, context: TiktokContext) {
  const clientOk = (form: Form, needSecret: boolean) =>
    form.client_key === context.settings.clientKey && (!needSecret || form.client_secret === context.settings.clientSecret);

  app.post("/v2/oauth/token/", async (request, reply) => {
    const form = formOf(request);
    if (!clientOk(form, true)) return oauthFail(reply, 401, "invalid_client", "Client key or secret is invalid.");
    if (form.grant_type === "authorization_code") {
      const code = form.code ? own(context.state.codes, form.code) : undefined;
      if (!code || code.used || code.expiresAt <= context.deps.now()) {
        return oauthFail(reply, 400, "invalid_grant", "Authorization code is expired, invalid or already used.");
      }
      if (code.redirectUri !== null && code.redirectUri !== form.redirect_uri) {
        return oauthFail(reply, 400, "invalid_grant", "redirect_uri does not match the one used to authorize.");
      }
      if (code.codeChallenge !== null && !verifierMatches(code.codeChallenge, form.code_verifier ?? "")) {
        return oauthFail(reply, 400, "invalid_request", "Code verifier or code challenge is invalid.");
      }
      code.used = true;
      return reply.send(issueTokens(context, code.openId, code.scopes));
    }
    if (form.grant_type === "refresh_token") {
      const presented = form.refresh_token ?? "";
      const grant = own(context.state.refreshTokens, presented);
      if (!grant || grant.expiresAt <= context.deps.now()) {
        return oauthFail(reply, 400, "invalid_grant", "Refresh token is invalid or expired.");
      }
      if (!context.settings.keepOldRefreshToken) delete context.state.refreshTokens[presented];
      return reply.send(issueTokens(context, grant.openId, grant.scopes, grant.grantId));
    }
    return oauthFail(reply, 400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token.");
  });

  app.post("/v2/oauth/revoke/", async (request, reply) => {
    const form = formOf(request);
    if (!clientOk(form, true)) return oauthFail(reply, 401, "invalid_client", "Client key or secret is invalid.");
    const grant = form.token ? own(context.state.accessTokens, form.token) : undefined;
    if (!grant) return oauthFail(reply, 400, "invalid_grant", "The token is invalid or already revoked.");
    revokeGrants(context, { grantId: grant.grantId });
    return reply.code(200).send("");
  });

  app.post("/v2/oauth/get_qrcode/", async (request, reply) => {
    const form = formOf(request);
    if (!clientOk(form, false)) return oauthFail(reply, 401, "invalid_client", "Client key is invalid.");
    const scopes = parseScopes(form.scope ?? "");
    if (!scopes) return oauthFail(reply, 400, "invalid_scope", "scope is missing or names an unknown scope.");
    const token = opaqueToken("qr_");
    context.state.qrSessions[token] = { scopes, state: form.state ?? "", status: "new", createdAt: context.deps.now(), openId: null, clientTicket: "", code: null };
    const query = new URLSearchParams({ authType: "100", client_key: context.settings.clientKey, scope: scopes.join(","), token });
    // TikTok's placeholder must stay literally `client_ticket=tobefilled` for the caller to replace.
    return reply.send({ scan_qrcode_url: `aweme://authorize?${query.toString()}&client_ticket=tobefilled`, token });
  });

  app.post("/v2/oauth/check_qrcode/", async (request, reply) => {
    const form = formOf(request);
    if (!clientOk(form, true)) return oauthFail(reply, 401, "invalid_client", "Client key or secret is invalid.");
    const session = form.token ? own(context.state.qrSessions, form.token) : undefined;
    if (!session) return oauthFail(reply, 400, "invalid_request", "QR code token is invalid.");
    if (qrExpired(context, session)) return reply.send({ status: "expired", client_ticket: "" });
    if (session.status === "denied") return oauthFail(reply, 400, "access_denied", "The user denied the authorization.");
    if (session.status === "new") return reply.send({ status: "new", client_ticket: "" });
    if (session.status === "scanned") return reply.send({ status: "scanned", client_ticket: session.clientTicket });
    if (session.status === "utilised") return reply.send({ status: "utilised", client_ticket: session.clientTicket });
    session.status = "utilised";
    const callback = new URL(qrRedirectBase(context, request));
    callback.searchParams.set("code", session.code ?? "");
    callback.searchParams.set("state", session.state);
    return reply.send({ status: "confirmed", client_ticket: session.clientTicket, redirect_uri: callback.toString(), state: session.state });
  });
}

/** The registered redirect URI the QR confirmation points at (the sandbox's own page when none is registered). */
function qrRedirectBase(context: TiktokContext, request: FastifyRequest): string {
  const registered = context.settings.redirectUris?.[0];
  if (registered && redirectUriAllowed(context, registered)) return registered;
  return `${requestOrigin(request)}${mountPrefix(request.url, "/v2/oauth/")}/v2/oauth/qr_done/`;
}

function formOf(request: FastifyRequest): Form {
  return textFields(request.body);
}
