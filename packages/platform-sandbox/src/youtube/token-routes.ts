import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { YoutubeContext } from "./context.ts";
import { sandboxUrl } from "./context.ts";
import { field, type FormBody } from "./form.ts";
import { sendOauthError } from "./google-error.ts";
import { DEVICE_FLOW_SCOPES, splitScopes } from "./scopes.ts";
import { makeId, type Grant, type YoutubeState } from "./state.ts";
import { own } from "../shared/own.ts";

const ACCESS_TOKEN_SECONDS = 3599;
const TESTING_MODE_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
const DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The client the request names, when its secret matches (device clients may omit it when refreshing). */
function findClient(context: YoutubeContext, body: FormBody, secretOptionalForDevice: boolean) {
  const { web, device } = context.settings().clients;
  const clientId = field(body, "client_id");
  const secret = field(body, "client_secret");
  const kind = clientId === web.clientId ? "web" : clientId === device.clientId ? "device" : null;
  if (!kind) return null;
  const client = kind === "web" ? web : device;
  if (kind === "device" && secretOptionalForDevice && secret === "") return { kind, clientId };
  return sameText(secret, client.clientSecret) ? { kind, clientId } : null;
}

function issueAccessToken(context: YoutubeContext, grant: Grant) {
  const state = context.state();
  const now = context.deps.now();
  // Forget long-dead access tokens so the state file does not grow forever.
  for (const [token, entry] of Object.entries(state.accessTokens)) if (entry.expiresAt < now - 24 * 3600 * 1000) delete state.accessTokens[token];
  const accessToken = makeId(state, context.deps.random, "ya29.", 48);
  state.accessTokens[accessToken] = { grantId: grant.id, scopes: grant.scopes, expiresAt: now + ACCESS_TOKEN_SECONDS * 1000 };
  return { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, scope: grant.scopes.join(" "), token_type: "Bearer" };
}

function createGrant(context: YoutubeContext, input: { accountId: string; clientId: string; scopes: string[]; withRefreshToken: boolean }) {
  const state = context.state();
  const settings = context.settings();
  const grant: Grant = {
    id: makeId(state, context.deps.random, "grant-", 8),
    accountId: input.accountId,
    clientId: input.clientId,
    scopes: input.scopes,
    refreshToken: input.withRefreshToken ? makeId(state, context.deps.random, "1//0g", 64) : null,
    refreshTokenExpiresAt: input.withRefreshToken && settings.testingMode ? context.deps.now() + TESTING_MODE_REFRESH_MS : null,
    revoked: false,
  };
  state.grants[grant.id] = grant;
  const answer: Record<string, unknown> = issueAccessToken(context, grant);
  if (grant.refreshToken) {
    answer.refresh_token = grant.refreshToken;
    if (grant.refreshTokenExpiresAt) answer.refresh_token_expires_in = Math.floor(TESTING_MODE_REFRESH_MS / 1000);
  }
  return answer;
}

function verifyPkce(challenge: string, method: "S256" | "plain", verifier: string): boolean {
  if (!verifier) return false;
  const expected = method === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  return sameText(expected, challenge);
}

function exchangeCode(context: YoutubeContext, body: FormBody, clientId: string, reply: FastifyReply) {
  const state = context.state();
  const code = own(state.codes, field(body, "code"));
  if (!code || code.used || code.expiresAt <= context.deps.now() || code.clientId !== clientId) {
    if (code) code.used = true;
    return sendOauthError(reply, 400, "invalid_grant", "Malformed auth code.");
  }
  if (code.redirectUri !== field(body, "redirect_uri")) return sendOauthError(reply, 400, "redirect_uri_mismatch", "Bad Request");
  if (code.codeChallenge && !verifyPkce(code.codeChallenge, code.codeChallengeMethod, field(body, "code_verifier"))) {
    return sendOauthError(reply, 400, "invalid_grant", "Invalid code verifier.");
  }
  code.used = true;
  return createGrant(context, { accountId: code.accountId, clientId, scopes: code.scopes, withRefreshToken: code.issueRefreshToken });
}

function refresh(context: YoutubeContext, body: FormBody, clientId: string, reply: FastifyReply) {
  const refreshToken = field(body, "refresh_token");
  const grant = Object.values(context.state().grants).find((candidate) => candidate.refreshToken === refreshToken && candidate.clientId === clientId);
  const dead = !grant || grant.revoked || (grant.refreshTokenExpiresAt !== null && grant.refreshTokenExpiresAt <= context.deps.now());
  if (!grant || dead) return sendOauthError(reply, 400, "invalid_grant", "Token has been expired or revoked.");
  return issueAccessToken(context, grant);
}

function pollDevice(context: YoutubeContext, body: FormBody, clientId: string, reply: FastifyReply) {
  const state = context.state();
  const device = own(state.deviceCodes, field(body, "device_code"));
  const now = context.deps.now();
  if (!device || device.clientId !== clientId || device.status === "used") return sendOauthError(reply, 400, "invalid_grant", "Bad Request");
  if (device.expiresAt <= now) return sendOauthError(reply, 400, "expired_token", "Bad Request");
  const tooFast = device.lastPollAt !== null && now - device.lastPollAt < device.intervalSeconds * 1000;
  device.lastPollAt = now;
  if (tooFast) {
    device.intervalSeconds += 5;
    return sendOauthError(reply, 403, "slow_down", "Forbidden");
  }
  if (device.status === "denied") return sendOauthError(reply, 403, "access_denied", "Forbidden");
  if (device.status === "pending" || !device.accountId) return sendOauthError(reply, 428, "authorization_pending", "Precondition Required");
  device.status = "used";
  return createGrant(context, { accountId: device.accountId, clientId, scopes: device.scopes, withRefreshToken: true });
}

function userCode(state: YoutubeState, random: () => number): string {
  const letters = "BCDFGHJKLMNPQRSTVWXZ";
  for (;;) {
    let code = "";
    for (let index = 0; index < 8; index += 1) code += letters[Math.floor(random() * letters.length)];
    const formatted = `${code.slice(0, 4)}-${code.slice(4)}`;
    if (!Object.values(state.deviceCodes).some((device) => device.userCode === formatted)) return formatted;
  }
}

/** Revokes a grant and every grant of the same account under the project (B.1.4). */
function revokeToken(state: YoutubeState, token: string): boolean {
  const grantId = own(state.accessTokens, token)?.grantId ?? Object.values(state.grants).find((grant) => grant.refreshToken === token)?.id;
  const grant = grantId ? own(state.grants, grantId) : undefined;
  if (!grant || grant.revoked) return false;
  for (const other of Object.values(state.grants)) if (other.accountId === grant.accountId) other.revoked = true;
  state.consented = state.consented.filter((key) => !key.startsWith(`${grant.accountId} `));
  return true;
}

/** `POST /token`, `POST /device/code`, `POST /revoke` (oauth2.googleapis.com). */
export function registerTokenRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.post<{ Body: FormBody }>("/token", async (request, reply) => {
    const body = request.body ?? {};
    const grantType = field(body, "grant_type");
    if (!grantType) return sendOauthError(reply, 400, "invalid_request", "Missing required parameter: grant_type");
    const client = findClient(context, body, grantType === "refresh_token");
    if (!client) return sendOauthError(reply, 401, "invalid_client", "The OAuth client was not found.");
    switch (grantType) {
      case "authorization_code":
        if (client.kind !== "web") return sendOauthError(reply, 401, "unauthorized_client", "Unauthorized");
        return exchangeCode(context, body, client.clientId, reply);
      case "refresh_token":
        return refresh(context, body, client.clientId, reply);
      case DEVICE_GRANT:
        if (client.kind !== "device") return sendOauthError(reply, 401, "invalid_client", "Invalid client type.");
        return pollDevice(context, body, client.clientId, reply);
      default:
        return sendOauthError(reply, 400, "unsupported_grant_type", "Invalid grant_type: " + grantType);
    }
  });

  app.post<{ Body: FormBody }>("/device/code", async (request, reply) => {
    const body = request.body ?? {};
    if (field(body, "client_id") !== context.settings().clients.device.clientId) return sendOauthError(reply, 401, "invalid_client", "Invalid client type.");
    const scopes = splitScopes(field(body, "scope"));
    if (scopes.length === 0) return sendOauthError(reply, 400, "invalid_request", "Missing required parameter: scope");
    const refused = scopes.find((scope) => !DEVICE_FLOW_SCOPES.includes(scope));
    if (refused) return sendOauthError(reply, 400, "invalid_scope", `Invalid device flow scope: ${refused}`);
    const state = context.state();
    const settings = context.settings();
    const deviceCode = makeId(state, context.deps.random, "AH-", 40);
    const code = userCode(state, context.deps.random);
    state.deviceCodes[deviceCode] = {
      userCode: code,
      clientId: field(body, "client_id"),
      scopes,
      expiresAt: context.deps.now() + settings.deviceCodeTtlSeconds * 1000,
      intervalSeconds: settings.deviceIntervalSeconds,
      lastPollAt: null,
      status: "pending",
      accountId: null,
    };
    return {
      device_code: deviceCode,
      user_code: code,
      verification_url: sandboxUrl(request, "/device/code", "/device"),
      expires_in: settings.deviceCodeTtlSeconds,
      interval: settings.deviceIntervalSeconds,
    };
  });

  app.post<{ Body: FormBody; Querystring: Record<string, string> }>("/revoke", async (request, reply) => {
    const token = field(request.body, "token") || field(request.query, "token");
    if (!token) return sendOauthError(reply, 400, "invalid_request", "Missing required parameter: token");
    if (!revokeToken(context.state(), token)) return sendOauthError(reply, 400, "invalid_token", "Token expired or revoked");
    return {};
  });
}
