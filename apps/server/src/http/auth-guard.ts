import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks a route that answers without a session (login, register, health). */
    public?: boolean;
  }
}

/**
 * Resolves the caller of a request from its token, or null. The identity domain supplies the real
 * one; until a surface has sessions, every protected route of it refuses with 401.
 */
export type SessionResolver = (token: string, request: FastifyRequest) => Promise<{ id: string } | null>;

export const noSessions: SessionResolver = async () => null;

/** Enforced once for a whole API prefix: every route is protected unless its config says `public`. */
export function installAuthGuard(scope: FastifyInstance, readToken: (request: FastifyRequest) => string | undefined, resolve: SessionResolver) {
  scope.addHook("onRequest", async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = readToken(request);
    const principal = token ? await resolve(token, request) : null;
    if (!principal) throw new AppError("UNAUTHORIZED");
  });
}

export function bearerToken(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return token || undefined;
}
