import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { AppError } from "./app-error.ts";
import { DOCS_PATH, isServerPath } from "./api-paths.ts";

/** Origins besides this server's that pages post uploads to and show files from (the storage driver's). */
export type FileOrigins = { upload: readonly string[]; read: readonly string[] };

/**
 * Helmet's options with a Content-Security-Policy that names the storage's origins and nothing
 * wider: the upload host in `connect-src` (the form is posted with XMLHttpRequest), the hosts files
 * are read from in `img-src` and `media-src`. `img-src` keeps `https:` for the platforms' avatars and
 * covers (TikTok's and Google's image CDNs); videos only ever play from storage.
 */
export function helmetOptions(files: FileOrigins = { upload: [], read: [] }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:", ...files.read],
        mediaSrc: ["'self'", "blob:", ...files.read],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...files.upload],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers, worked out once: they are the same for every response, and helmet builds (and
 * parses its CSP directives) anew each time it is called.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions()): Record<string, string> {
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
export async function registerSecurity(app: FastifyInstance, options: { rateLimitPerMinute: number; files?: FileOrigins }) {
  const headers = securityHeaders(helmetOptions(options.files));
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
