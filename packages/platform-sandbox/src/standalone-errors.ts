import type { FastifyServerOptions } from "fastify";
import { classifyError } from "./shared/mishaps.ts";
import { tiktokAnyMishap } from "./tiktok/envelope.ts";
import { googleApiMishap } from "./youtube/google-error.ts";

/**
 * For a Fastify app that is only the sandbox: errors raised before any route is chosen (a URL
 * that is not valid percent-encoding) also come back in the platform's envelope, by path.
 */
export const sandboxFrameworkErrors: FastifyServerOptions["frameworkErrors"] = (error, request, reply) => {
  const path = request.url.split("?")[0] ?? "";
  const answer = /(^|\/)tiktok\//.test(path) ? tiktokAnyMishap : googleApiMishap;
  return answer(request, reply, classifyError(error));
};

/**
 * Options of a Fastify app that is only the sandbox. `close()` ends every connection: one holding
 * back a planned late answer, and one a client opened but never used (fetch may leave one behind
 * after an aborted request, and Node does not count it as idle).
 */
export const standaloneServerOptions: FastifyServerOptions = { logger: false, frameworkErrors: sandboxFrameworkErrors, forceCloseConnections: true };
