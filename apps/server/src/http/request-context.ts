import type { Locale } from "@cdp/contracts";
import type { FastifyRequest } from "fastify";
import { requestLocale } from "./request-locale.ts";

/** What services need to know about the caller's connection: IP (for limits), browser, language. */
export type RequestContext = { ip: string | null; userAgent: string | null; locale: Locale };

export function requestContext(request: FastifyRequest): RequestContext {
  const agent = request.headers["user-agent"];
  return { ip: request.ip || null, userAgent: agent ? agent.slice(0, 512) : null, locale: requestLocale(request) };
}
