import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { AppError } from "./app-error.ts";
import { DOCS_PATH, isServerPath } from "./api-paths.ts";

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chakra (emotion) injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers, worked out once: they are the same for every response, and helmet builds (and
 * parses its CSP directives) anew each time it is called.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers on every response and a per-client rate limit on the APIs. */
export async function registerSecurity(app: FastifyInstance, options: { rateLimitPerMinute: number }) {
  const headers = securityHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitPerMinute,
    timeWindow: "1 minute",
    // The sandbox enforces the platforms' own per-token limits; the server's calls to it come from loopback.
    allowList: (request) => !isServerPath(request.url) || request.url.startsWith(DOCS_PATH) || request.url.startsWith("/sandbox/"),
    errorResponseBuilder: (_request, context) => {
      const error = new AppError("RATE_LIMITED");
      (error as AppError & { statusCode: number }).statusCode = context.statusCode;
      return error;
    },
  });
}
