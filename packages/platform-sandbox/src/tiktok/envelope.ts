import { randomBytes, randomInt } from "node:crypto";
import type { FastifyReply } from "fastify";

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
