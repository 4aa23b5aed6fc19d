import type { FastifyInstance } from "fastify";
import { escapeHtml, errorPage, page } from "./html.ts";
import type { YoutubeContext } from "./context.ts";
import { scopeLabel, splitScopes } from "./scopes.ts";
import { makeId } from "./state.ts";
import { createTestAccount, newAccountFields } from "./test-accounts.ts";

type AuthorizeParams = Record<string, string | string[] | undefined>;

const CARRIED = ["client_id", "redirect_uri", "response_type", "scope", "state", "access_type", "prompt", "include_granted_scopes", "login_hint", "code_challenge", "code_challenge_method"];

const text = (value: unknown): string => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
};

/** Checks client and redirect URI; Google shows an error page (no redirect) when they are wrong. */
function checkRequest(context: YoutubeContext, params: AuthorizeParams): string | null {
  const settings = context.settings();
  if (text(params.client_id) !== settings.clients.web.clientId) return "invalid_client: The OAuth client was not found.";
  const redirectUri = text(params.redirect_uri);
  const registered = settings.redirectUris ? settings.redirectUris.includes(redirectUri) : /^https?:\/\/[^\s]+$/.test(redirectUri);
  if (!registered) return `redirect_uri_mismatch: ${redirectUri || "(missing)"}`;
  if (text(params.response_type) !== "code") return "invalid_request: response_type must be code";
  if (splitScopes(text(params.scope)).length === 0) return "invalid_request: Missing required parameter: scope";
  const method = text(params.code_challenge_method);
  if (method && method !== "S256" && method !== "plain") return "invalid_request: Invalid code_challenge_method";
  return null;
}

function consentPage(context: YoutubeContext, params: AuthorizeParams, extra: { selectedId?: string; problem?: string | null } = {}): string {
  const hidden = CARRIED.map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(text(params[name]))}">`).join("");
  const hint = text(params.login_hint);
  const accounts = context
    .state()
    .accounts.map((account, index) => {
      const checked = extra.selectedId ? account.id === extra.selectedId : hint ? account.email === hint : index === 0;
      const channel = account.channel ? escapeHtml(account.channel.title) : "无 YouTube 频道 / no YouTube channel";
      return `<label><input type="radio" name="account" value="${escapeHtml(account.id)}"${checked ? " checked" : ""}> ${escapeHtml(account.name)} &lt;${escapeHtml(account.email)}&gt; <span class="note">(${channel})</span></label>`;
    })
    .join("");
  const scopes = splitScopes(text(params.scope))
    .map((scope) => `<label><input type="checkbox" name="granted" value="${escapeHtml(scope)}" checked> ${escapeHtml(scopeLabel(scope))}</label>`)
    .join("");
  return page(
    "使用 Google 账号登录 / Sign in with Google",
    `<h1>使用 Google 账号登录 / Sign in with Google</h1>
<p class="note">沙盒同意页：不会联系 Google。/ Sandbox consent page: nothing reaches Google.</p>
<form method="post">${hidden}
<fieldset><legend>选择账号 / Choose an account</legend>${accounts}</fieldset>
<fieldset><legend>此应用请求以下权限 / This app asks to</legend>${scopes}</fieldset>
<button type="submit" name="decision" value="allow">允许 / Allow</button>
<button type="submit" name="decision" value="deny">拒绝 / Deny</button>
</form>
<form method="post">${hidden}${newAccountFields(extra.problem ?? null)}</form>`,
  );
}

/** `GET|POST /o/oauth2/v2/auth`: the consent page for people, and its answer (302 to the redirect URI). */
export function registerAuthorizeRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.get<{ Querystring: AuthorizeParams }>("/o/oauth2/v2/auth", async (request, reply) => {
    const problem = checkRequest(context, request.query);
    reply.type("text/html; charset=utf-8");
    if (problem) return reply.code(400).send(errorPage("授权错误 / Authorization Error", problem));
    return consentPage(context, request.query);
  });

  app.post<{ Body: AuthorizeParams }>("/o/oauth2/v2/auth", async (request, reply) => {
    const params = request.body ?? {};
    const problem = checkRequest(context, params);
    if (problem) return reply.code(400).type("text/html; charset=utf-8").send(errorPage("授权错误 / Authorization Error", problem));
    if (text(params.decision) === "create") {
      const made = createTestAccount(context, { name: text(params.new_name), subscribers: text(params.new_subscribers) });
      const html = made.ok ? consentPage(context, params, { selectedId: made.account.id }) : consentPage(context, params, { problem: made.message });
      return reply.code(made.ok ? 200 : 400).type("text/html; charset=utf-8").send(html);
    }
    const target = new URL(text(params.redirect_uri));
    const stateParam = text(params.state);
    const account = context.state().accounts.find((candidate) => candidate.id === text(params.account));
    const requested = splitScopes(text(params.scope));
    const ticked = ([] as unknown[]).concat(params.granted ?? []).filter((scope): scope is string => typeof scope === "string" && requested.includes(scope));
    if (text(params.decision) !== "allow" || !account || ticked.length === 0) {
      target.searchParams.set("error", "access_denied");
      if (stateParam) target.searchParams.set("state", stateParam);
      return reply.redirect(target.toString(), 302);
    }
    const state = context.state();
    const clientId = context.settings().clients.web.clientId;
    const previously =
      text(params.include_granted_scopes) === "true"
        ? Object.values(state.grants).filter((grant) => !grant.revoked && grant.accountId === account.id && grant.clientId === clientId).flatMap((grant) => grant.scopes)
        : [];
    const scopes = [...new Set([...previously, ...ticked])];
    const consentKey = `${account.id} ${clientId}`;
    const firstConsent = !state.consented.includes(consentKey);
    const offline = text(params.access_type) === "offline";
    const forced = text(params.prompt).split(" ").includes("consent");
    if (firstConsent) state.consented.push(consentKey);
    const code = makeId(state, context.deps.random, "4/0A", 40);
    const challenge = text(params.code_challenge);
    state.codes[code] = {
      accountId: account.id,
      clientId,
      redirectUri: text(params.redirect_uri),
      scopes,
      issueRefreshToken: offline && (firstConsent || forced),
      codeChallenge: challenge || null,
      codeChallengeMethod: text(params.code_challenge_method) === "S256" ? "S256" : "plain",
      expiresAt: context.deps.now() + context.settings().authCodeTtlMs,
      used: false,
    };
    target.searchParams.set("code", code);
    target.searchParams.set("scope", scopes.join(" "));
    if (stateParam) target.searchParams.set("state", stateParam);
    target.searchParams.set("authuser", "0");
    target.searchParams.set("prompt", "consent");
    return reply.redirect(target.toString(), 302);
  });
}
