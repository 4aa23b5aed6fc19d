import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Something that went wrong outside a route's own checks: a body the framework could not parse, a
 * body too large, a content type nobody reads, an unknown path, or a bug. Each platform words it
 * in its own envelope; the framework's own error shape must never reach a client.
 */
export type Mishap = { status: number; kind: "bad_body" | "too_large" | "media_type" | "not_found" | "bad_request" | "internal"; detail: string };

export function classifyError(error: unknown): Mishap {
  const fields = (typeof error === "object" && error !== null ? error : {}) as Partial<FastifyError>;
  const code = fields.code;
  const status = typeof fields.statusCode === "number" ? fields.statusCode : 500;
  if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || code === "FST_ERR_CTP_EMPTY_JSON_BODY" || error instanceof SyntaxError) {
    return { status: 400, kind: "bad_body", detail: "The request body is not valid JSON." };
  }
  if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return { status: 413, kind: "too_large", detail: "The request body is too large." };
  if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return { status: 415, kind: "media_type", detail: "The request body's Content-Type is not supported here." };
  if (status >= 400 && status < 500) return { status, kind: "bad_request", detail: "The request is malformed." };
  return { status: 500, kind: "internal", detail: "Internal error encountered." };
}

export function notFoundMishap(request: FastifyRequest): Mishap {
  return { status: 404, kind: "not_found", detail: `No ${request.method} method at this path.` };
}

export type MishapReply = (request: FastifyRequest, reply: FastifyReply, mishap: Mishap) => FastifyReply;

/** Answers a scope's framework errors (and, with `notFound`, its unknown paths) in a platform's words. */
export function answerMishaps(scope: FastifyInstance, answer: MishapReply, options: { notFound?: boolean } = {}) {
  scope.setErrorHandler((error, request, reply) => {
    // An unknown path stays a 404 even when its body could not be parsed either.
    const mishap = request.is404 ? notFoundMishap(request) : classifyError(error);
    if (mishap.status >= 500) request.log.error({ err: error }, "platform sandbox: unexpected error");
    return answer(request, reply, mishap);
  });
  if (!options.notFound) return;
  try {
    scope.setNotFoundHandler((request, reply) => answer(request, reply, notFoundMishap(request)));
  } catch {
    // The host already answers unknown paths at this prefix (a sandbox mounted at a host's root).
  }
}

