import type { FastifyReply, FastifyRequest } from "fastify";
import type { PlannedEndpoint, PlannedRefusal } from "../shared/faults.ts";
import { takePlannedFault } from "../shared/planned-acts.ts";
import { accountById, type YoutubeContext } from "./context.ts";
import { type GoogleErrorDomain, sendGoogleError } from "./google-error.ts";

const REASON_DOMAINS: Record<string, GoogleErrorDomain> = {
  quotaExceeded: "youtube.quota",
  uploadLimitExceeded: "youtube.video",
  rateLimitExceeded: "usageLimits",
  userRateLimitExceeded: "usageLimits",
};

/** Every name a test may give a Google account in a planned fault: its id, email, name, and its channel's id, title and handle. */
function accountNames(context: YoutubeContext, accountId: string): string[] {
  const account = accountById(context, accountId);
  if (!account) return [accountId];
  const channel = account.channel;
  return [account.id, account.email, account.name, ...(channel ? [channel.id, channel.title, channel.handle] : [])];
}

/** The planned refusal due for this call by the account, if any (act modes only mark the request). */
export function takeYoutubePlanned(context: YoutubeContext, request: FastifyRequest, endpoint: PlannedEndpoint, accountId: string): PlannedRefusal | null {
  return takePlannedFault(context.deps.faults, request, endpoint, accountNames(context, accountId));
}

export function sendPlannedRefusal(reply: FastifyReply, refusal: PlannedRefusal) {
  return sendGoogleError(reply, refusal.status, refusal.error, `${refusal.error} (planned sandbox fault).`, REASON_DOMAINS[refusal.error] ?? "global");
}
