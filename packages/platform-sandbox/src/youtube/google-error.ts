import type { FastifyReply } from "fastify";

export type GoogleErrorDomain = "global" | "youtube.quota" | "youtube.video" | "usageLimits" | "youtube.thumbnail" | "youtube.header" | "youtube.part" | "youtube.parameter";

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
