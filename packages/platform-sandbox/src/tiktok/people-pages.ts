import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MishapReply } from "../shared/mishaps.ts";
import { textFields } from "../shared/params.ts";
import { findCreator, type TiktokContext } from "./context.ts";
import { issueCode, parseScopes, redirectUriAllowed } from "./grants.ts";
import { consentPage, messagePage, qrScanPage } from "./pages-html.ts";
import { confirmQrSession, denyQrSession, scanQrSession } from "./qr-sessions.ts";
import { createTestCreator } from "./test-creators.ts";


type Fields = Record<string, string | undefined>;

const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type("text/html; charset=utf-8").send(body);

function fieldsOf(request: FastifyRequest, from: "query" | "body"): Fields {
  return textFields(from === "query" ? request.query : request.body);
}

/** Framework mishaps on the pages for people: an error page, not JSON. */
export const tiktokPageMishap: MishapReply = (_request, reply, mishap) =>
  html(reply, mishap.kind === "internal" ? 500 : 400, messagePage("出错了 / Something went wrong", mishap.detail));

/** A page's form posts back to the path it was served from (the sandbox is mounted under a prefix). */
const actionOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "";

/** The authorize request's fields, carried by the consent form (the checked redirect URI and scopes). */
function carried(fields: Fields, checked: { redirectUri: string; state: string; scopes: string[] }): Record<string, string> {
  return {
    client_key: fields.client_key ?? "",
    redirect_uri: checked.redirectUri,
    state: checked.state,
    scope: checked.scopes.join(","),
    response_type: "code",
    ...(fields.code_challenge ? { code_challenge: fields.code_challenge } : {}),
  };
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string>) {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return reply.redirect(target.toString(), 302);
}

/** Pages for people (not faulted): the consent page of the web flow and the offline "phone" of the QR flow. */
export function registerPeoplePages(app: FastifyInstance, context: TiktokContext) {
  /** Checks the authorize parameters; an error page when the redirect URI cannot be trusted. */
  const checkAuthorize = (fields: Fields, reply: FastifyReply) => {
    if (fields.client_key !== context.settings.clientKey) {
      void html(reply, 400, messagePage("授权失败 / Authorization failed", "client_key 无效 / client_key is invalid."));
      return null;
    }
    const redirectUri = fields.redirect_uri ?? "";
    if (!redirectUriAllowed(context, redirectUri)) {
      void html(reply, 400, messagePage("授权失败 / Authorization failed", "redirect_uri 未注册 / redirect_uri is not registered."));
      return null;
    }
    const state = fields.state ?? "";
    if (fields.response_type !== "code") {
      void redirectWith(reply, redirectUri, { error: "unsupported_response_type", error_description: "response_type must be code", state });
      return null;
    }
    const scopes = parseScopes(fields.scope ?? "");
    if (!scopes) {
      void redirectWith(reply, redirectUri, { error: "invalid_scope", error_description: "scope is missing or unknown", state });
      return null;
    }
    return { redirectUri, state, scopes };
  };

  app.get("/v2/auth/authorize/", async (request, reply) => {
    const fields = fieldsOf(request, "query");
    const checked = checkAuthorize(fields, reply);
    if (!checked) return reply;
    return html(reply, 200, consentPage({ action: actionOf(request), creators: context.state.creators, scopes: checked.scopes, carry: carried(fields, checked) }));
  });

  app.post("/v2/auth/authorize/", async (request, reply) => {
    const fields = fieldsOf(request, "body");
    const checked = checkAuthorize(fields, reply);
    if (!checked) return reply;
    if (fields.decision === "create") {
      const made = createTestCreator(context, fields);
      const page = consentPage({
        action: actionOf(request),
        creators: context.state.creators,
        scopes: checked.scopes,
        carry: carried(fields, checked),
        selected: made.ok ? made.creator.openId : null,
        problem: made.ok ? null : made.message,
      });
      return html(reply, made.ok ? 200 : 400, page);
    }
    if (fields.decision !== "allow") {
      return redirectWith(reply, checked.redirectUri, { error: "access_denied", error_description: "The user denied the authorization.", state: checked.state });
    }
    const creator = findCreator(context, fields.open_id ?? "");
    if (!creator) return html(reply, 400, messagePage("请选择账号 / Choose an account", "请选择一个演示创作者 / Please choose a demo creator."));
    const granted = checked.scopes.filter((scope) => fields[`grant_${scope}`] === "on");
    const code = issueCode(context, { openId: creator.openId, scopes: granted, redirectUri: checked.redirectUri, codeChallenge: fields.code_challenge ?? null });
    return redirectWith(reply, checked.redirectUri, { code, scopes: granted.join(","), state: checked.state });
  });

  app.get("/v2/oauth/qr_scan/", async (request, reply) => {
    const fields = fieldsOf(request, "query");
    const token = fields.token ?? "";
    const step = scanQrSession(context, token, fields.client_ticket ?? "");
    if (!step.ok) return html(reply, 410, messagePage("二维码已失效 / QR code no longer valid", "请在应用中重新获取二维码 / Get a new QR code in the app."));
    return html(reply, 200, qrScanPage({ action: actionOf(request), creators: context.state.creators, carry: { token }, selected: step.session.openId }));
  });

  app.post("/v2/oauth/qr_scan/", async (request, reply) => {
    const fields = fieldsOf(request, "body");
    const token = fields.token ?? "";
    if (fields.decision === "create") {
      const made = createTestCreator(context, fields);
      const page = qrScanPage({ action: actionOf(request), creators: context.state.creators, carry: { token }, selected: made.ok ? made.creator.openId : null, problem: made.ok ? null : made.message });
      return html(reply, made.ok ? 200 : 400, page);
    }
    const step = fields.decision === "allow" ? confirmQrSession(context, token, fields.open_id ?? null) : denyQrSession(context, token);
    if (!step.ok) return html(reply, 400, messagePage("授权失败 / Authorization failed", "二维码已失效或账号无效 / The QR code expired or the account is invalid."));
    return fields.decision === "allow"
      ? html(reply, 200, messagePage("已授权 / Authorized", "请回到电脑上继续 / Continue on your computer."))
      : html(reply, 200, messagePage("已拒绝 / Denied", "授权已拒绝 / The authorization was denied."));
  });

  app.get("/v2/oauth/qr_done/", async (_request, reply) => html(reply, 200, messagePage("已授权 / Authorized", "可以关闭此页面 / You can close this page.")));
}
