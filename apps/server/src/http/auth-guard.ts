import type { ApiKeyScope } from "@cdp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks a route that answers without a session (login, register, health). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Who is calling, resolved once by the surface's guard; null on public routes. */
    principal: Principal | null;
  }
}

/** The signed-in caller of a request: an operator (`user`) on the CRM API, an `admin` on the admin API. */
export type Principal = {
  kind: "user" | "admin";
  id: number;
  sessionId: string;
  /** The token the request carried (the admin app shows it back as `allToken`). */
  token: string;
  /** Set when an operator's API key (not a browser session) made the request: what it may do. */
  apiKey?: { id: number; scope: ApiKeyScope };
};

/**
 * Resolves the caller of a request from its token, or null. The identity domain supplies the real
 * one for each surface; `noSessions` refuses every protected route with 401.
 */
export type SessionResolver = (token: string, request: FastifyRequest) => Promise<Principal | null>;

export const noSessions: SessionResolver = async () => null;

/**
 * Enforced once for a whole API prefix: every route is protected unless its config says `public`.
 * The resolved caller is kept on `request.principal` for the handlers.
 */
export function installAuthGuard(scope: FastifyInstance, readToken: (request: FastifyRequest) => string | undefined, resolve: SessionResolver) {
  if (!scope.hasRequestDecorator("principal")) scope.decorateRequest("principal", null);
  scope.addHook("onRequest", async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    const token = readToken(request);
    const principal = token ? await resolve(token, request) : null;
    if (!principal) throw new AppError("UNAUTHORIZED");
    request.principal = principal;
  });
}

/** The caller of a protected route (the guard already refused requests without one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError("UNAUTHORIZED");
  return request.principal;
}

export function bearerToken(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return token || undefined;
}
