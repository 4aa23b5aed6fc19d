import type { FastifyReply } from "fastify";
import type { MishapReply } from "../shared/mishaps.ts";
import { errorPage } from "./html.ts";

export type GoogleErrorDomain = "global" | "youtube.quota" | "youtube.video" | "usageLimits" | "youtube.thumbnail" | "youtube.header" | "youtube.part" | "youtube.parameter" | "youtube.playlistItem";

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

/** The Google API error envelope (B.7). */
export function sendGoogleError(
  reply: FastifyReply,
  httpStatus: number,
  reason: string,
  message: string,
  domain: GoogleErrorDomain = "global",
  location?: { location: string; locationType: string },
) {
  const item = { message, domain, reason, ...location };
  const status = STATUS_NAMES[httpStatus];
  return reply.code(httpStatus).send({ error: { code: httpStatus, message, errors: [item], ...(status ? { status } : {}) } });
}

/** The OAuth endpoints' flat shape: `{ error, error_description }`. */
export function sendOauthError(reply: FastifyReply, httpStatus: number, error: string, description: string) {
  return reply.code(httpStatus).send({ error, error_description: description });
}

export const GOOGLE_FAULT_REPLIES = {
  serverError: (reply: FastifyReply) => sendGoogleError(reply, 503, "backendError", "Backend Error"),
  rateLimit: (reply: FastifyReply) => sendGoogleError(reply, 429, "rateLimitExceeded", "Rate Limit Exceeded", "usageLimits"),
};

/** Framework mishaps on the Data and Analytics APIs, in Google's envelope (B.7). */
export const googleApiMishap: MishapReply = (_request, reply, mishap) => {
  switch (mishap.kind) {
    case "bad_body":
      return sendGoogleError(reply, 400, "parseError", "Parse Error");
    case "too_large":
      return sendGoogleError(reply, 413, "uploadTooLarge", mishap.detail);
    case "media_type":
      return sendGoogleError(reply, 400, "badContent", mishap.detail, "global", { location: "Content-Type", locationType: "header" });
    case "not_found":
      return sendGoogleError(reply, 404, "notFound", "Not Found");
    case "bad_request":
      return sendGoogleError(reply, mishap.status, "badRequest", mishap.detail);
    case "internal":
      return sendGoogleError(reply, 500, "internalError", mishap.detail);
  }
};

/** Framework mishaps on the OAuth endpoints (`/token`, `/revoke`, `/device/code`): the flat OAuth shape. */
export const googleOauthMishap: MishapReply = (_request, reply, mishap) =>
  mishap.status >= 500 ? sendOauthError(reply, 500, "internal_failure", mishap.detail) : sendOauthError(reply, 400, "invalid_request", mishap.detail);

/** Framework mishaps on the pages for people (consent, device): an error page, as Google shows one. */
export const googlePageMishap: MishapReply = (_request, reply, mishap) =>
  reply
    .code(mishap.status >= 500 ? 500 : 400)
    .type("text/html; charset=utf-8")
    .send(errorPage("出错了 / Something went wrong", mishap.detail));
