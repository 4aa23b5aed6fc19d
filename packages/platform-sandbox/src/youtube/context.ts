import type { FastifyReply, FastifyRequest } from "fastify";
import type { PlatformSandboxDeps } from "../shared/sandbox-options.ts";
import { requestOrigin } from "../shared/form-body.ts";
import { sendGoogleError } from "./google-error.ts";
import type { YoutubeSandboxSettings } from "./settings.ts";
import type { AccessToken, Grant, YoutubeState } from "./state.ts";
import { own } from "../shared/own.ts";

/** Test hooks for the next upload PUT (see YoutubeSandboxControl). */
export type PutHooks = {
  /** Drop the connection once this many bytes of the next PUT arrived. */
  dropAfterBytes: number | null;
  /** Keep only this many bytes of the next PUT (the 308 Range says so). */
  storeBytes: number | null;
  /** Answer this many upcoming PUTs with 503 backendError, storing nothing. */
  failPuts: number;
};

/** What every YouTube route reads and changes. `state` is replaced on restore: always read it through the getter. */
export type YoutubeContext = {
  deps: PlatformSandboxDeps;
  settings(): YoutubeSandboxSettings;
  state(): YoutubeState;
  putHooks: PutHooks;
};

/** The Pacific calendar day of a moment: Google's quotas and upload caps reset at midnight Pacific. */
export function pacificDay(ms: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));
}

/** Absolute URL of a path under this sandbox's mount point (`/youtube` or `/sandbox/youtube`), from the request. */
export function sandboxUrl(request: FastifyRequest, ownPath: string, path: string): string {
  const route = request.routeOptions.url ?? ownPath;
  const prefix = route.endsWith(ownPath) ? route.slice(0, route.length - ownPath.length) : "";
  return `${requestOrigin(request)}${prefix}${path}`;
}

export type Caller = { token: AccessToken; grant: Grant };

/** Checks `Authorization: Bearer`; answers 401 (required / authError) itself and returns null when it fails. */
export function authenticate(context: YoutubeContext, request: FastifyRequest, reply: FastifyReply): Caller | null {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const where = { location: "Authorization", locationType: "header" };
  if (!match?.[1]) {
    sendGoogleError(reply, 401, "required", "Login Required.", "global", where);
    return null;
  }
  const state = context.state();
  const token = own(state.accessTokens, match[1]);
  const grant = token ? own(state.grants, token.grantId) : undefined;
  const expired = !token || token.expiresAt <= context.deps.now() || context.deps.faults.get().expireAccessTokens;
  if (!token || !grant || grant.revoked || expired) {
    sendGoogleError(reply, 401, "authError", "Invalid Credentials", "global", where);
    return null;
  }
  return { token, grant };
}

/** Answers 403 insufficientPermissions unless the token holds one of the scopes. */
export function requireScope(caller: Caller, reply: FastifyReply, accepted: string[]): boolean {
  if (caller.token.scopes.some((scope) => accepted.includes(scope))) return true;
  sendGoogleError(reply, 403, "insufficientPermissions", "Request had insufficient authentication scopes.");
  return false;
}

export const LEGACY_INSERT_UNITS = 1600;

/**
 * Charges the project's daily quota (even for requests that fail later). Answers 403 quotaExceeded
 * itself and returns false when the day's quota is used up.
 */
export function chargeQuota(context: YoutubeContext, reply: FastifyReply, cost: { units: number; insert?: boolean }): boolean {
  const settings = context.settings();
  const state = context.state();
  const today = pacificDay(context.deps.now());
  if (state.quota.day !== today) state.quota = { day: today, units: 0, inserts: 0 };
  const bucketedInsert = cost.insert === true && settings.quotaModel === "bucketed";
  const units = cost.insert === true && settings.quotaModel === "legacy" ? LEGACY_INSERT_UNITS : cost.units;
  const over = bucketedInsert ? state.quota.inserts + 1 > settings.dailyUploads : state.quota.units + units > settings.dailyQuotaUnits;
  if (over) {
    sendGoogleError(reply, 403, "quotaExceeded", "The request cannot be completed because you have exceeded your quota.", "youtube.quota");
    return false;
  }
  if (bucketedInsert) state.quota.inserts += 1;
  else state.quota.units += units;
  return true;
}

export function accountById(context: YoutubeContext, accountId: string) {
  return context.state().accounts.find((account) => account.id === accountId) ?? null;
}
