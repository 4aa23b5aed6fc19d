import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";
import { DOCS_PATH, isServerPath } from "./api-paths.ts";

/** Security headers on every response and a per-client rate limit on the APIs. */
export async function registerSecurity(app: FastifyInstance, options: { rateLimitPerMinute: number }) {
  await app.register(helmet, {
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
