import { errorMessage, translate, type ApiSurface, type ErrorEnvelope } from "@cdp/contracts";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";
import { requestLocale } from "./request-locale.ts";
import { toFieldErrors } from "./validation-messages.ts";

/**
 * The one place errors become responses: AppErrors keep their code and status, schema failures
 * become field messages, anything else is a 500 that hides its details and carries the request id.
 */
export function createErrorHandler(surface: ApiSurface | "web") {
  return function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
    const locale = requestLocale(request);
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error, surface }, "request failed");
    } else {
      request.log.info({ code: appError.code, surface }, appError.errorName);
    }
    const fields =
      "validation" in error && Array.isArray(error.validation) ? toFieldErrors(error.validation, error.validationContext, locale) : undefined;
    const body: ErrorEnvelope = {
      code: appError.code,
      msg: translate(locale, appError.messageKey, appError.params),
      data: null,
      requestId: request.id,
      ...(fields?.length ? { errors: fields } : {}),
    };
    if (fields?.length) body.msg = fields[0]?.message ?? body.msg;
    if (appError.errorName === "RATE_LIMITED" && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
    return reply.status(appError.status).send(body);
  };
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if ("validation" in error && error.validation) return new AppError("VALIDATION_FAILED", { cause: error });
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError("RATE_LIMITED", { cause: error });
  if (status === 413) return new AppError("PAYLOAD_TOO_LARGE", { cause: error });
  if (status === 415 || status === 400) return new AppError("BAD_REQUEST", { cause: error });
  if (status === 401) return new AppError("UNAUTHORIZED", { cause: error });
  if (status === 403) return new AppError("FORBIDDEN", { cause: error });
  if (status === 404) return new AppError("NOT_FOUND", { cause: error });
  if (status === 503) return new AppError("SERVICE_UNAVAILABLE", { cause: error });
  return new AppError("INTERNAL", { cause: error });
}

export function notFoundBody(request: FastifyRequest): ErrorEnvelope {
  return { code: 404, msg: errorMessage(requestLocale(request), "NOT_FOUND"), data: null, requestId: request.id };
}
