import type { FastifyReply, FastifyRequest } from "fastify";
import type { TiktokContext } from "./context.ts";
import { fail } from "./envelope.ts";
import { withinRateLimit } from "./rate-limit.ts";
import type { TiktokRateLimitedEndpoint } from "./settings.ts";
import type { TiktokToken } from "./state.ts";
import { own } from "../shared/own.ts";

export type BearerCheck = {
  endpoint: TiktokRateLimitedEndpoint;
  /** The call needs at least one of these scopes (401 scope_not_authorized otherwise). */
  anyScope: string[];
};

/**
 * Resolves the Bearer token of a business call, checks scope and rate limit; on failure it has
 * already answered and returns null.
 */
export function requireToken(context: TiktokContext, request: FastifyRequest, reply: FastifyReply, check: BearerCheck): { token: string; grant: TiktokToken } | null {
  const header = request.headers.authorization ?? "";
  const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  const grant = token ? own(context.state.accessTokens, token) : undefined;
  const expired = !grant || grant.expiresAt <= context.deps.now() || context.deps.faults.get().expireAccessTokens;
  if (!grant || expired) {
    void fail(reply, 401, "access_token_invalid", "The access token is invalid or not found in the request.");
    return null;
  }
  if (!check.anyScope.some((scope) => grant.scopes.includes(scope))) {
    void fail(reply, 401, "scope_not_authorized", `The user did not authorize the scope required for this call (${check.anyScope.join(" or ")}).`);
    return null;
  }
  if (!withinRateLimit(context, check.endpoint, token)) {
    void fail(reply, 429, "rate_limit_exceeded", "The API rate limit was exceeded. Please try again later.");
    return null;
  }
  return { token, grant };
}
