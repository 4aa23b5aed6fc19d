import { randomBytes, randomInt } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { MishapReply } from "../shared/mishaps.ts";

export function logId(): string {
  return `sbx${randomBytes(12).toString("hex").toUpperCase()}`;
}

export function opaqueToken(prefix: string): string {
  return `${prefix}${randomBytes(24).toString("base64url")}`;
}

/** A 19-digit decimal id, above 2^53 (TikTok video ids; emitted as bare JSON numbers on purpose). */
export function nineteenDigitId(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 19) digits += String(randomInt(0, 10));
  return digits;
}

/** Business API success: `{data, error:{code:"ok"}}`. */
export function ok(reply: FastifyReply, data: Record<string, unknown>) {
  return reply.code(200).send({ data, error: { code: "ok", message: "", log_id: logId() } });
}

/** Business API failure: `{data:{}, error:{code,message,log_id}}`. */
export function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ data: {}, error: { code, message, log_id: logId() } });
}

/** OAuth failure: flat `{error, error_description, log_id}`. */
export function oauthFail(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: description, log_id: logId() });
}

export const tiktokFaultReplies = {
  serverError: (reply: FastifyReply) => fail(reply, 500, "internal_error", "Something went wrong on TikTok's side (injected)."),
  rateLimit: (reply: FastifyReply) => fail(reply, 429, "rate_limit_exceeded", "Too many requests (injected)."),
};

/** Framework mishaps on the business API (and the upload host): the `{data, error}` envelope. */
export const tiktokApiMishap: MishapReply = (_request, reply, mishap) => {
  if (mishap.kind === "internal") return fail(reply, 500, "internal_error", "Something went wrong on TikTok's side.");
  if (mishap.kind === "not_found") return fail(reply, 404, "invalid_params", "This API path does not exist.");
  return fail(reply, 400, "invalid_params", mishap.detail);
};

/** Framework mishaps on the OAuth endpoints: the flat `{error, error_description, log_id}` shape. */
export const tiktokOauthMishap: MishapReply = (_request, reply, mishap) =>
  mishap.kind === "internal" ? oauthFail(reply, 500, "server_error", mishap.detail) : oauthFail(reply, mishap.kind === "not_found" ? 404 : 400, "invalid_request", mishap.detail);

/** Unknown paths: OAuth-shaped under `/v2/oauth/`, the business envelope elsewhere. */
export const tiktokAnyMishap: MishapReply = (request, reply, mishap) =>
  (request.url.split("?")[0] ?? "").includes("/v2/oauth/") ? tiktokOauthMishap(request, reply, mishap) : tiktokApiMishap(request, reply, mishap);
