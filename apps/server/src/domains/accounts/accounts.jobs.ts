import { z } from "zod";
import type { Clock } from "../../clock.ts";
import { defineJob, registerJob } from "../../queue/job-definition.ts";
import type { AccountLinking } from "./account-linking.ts";
import type { AccountsService } from "./accounts.service.ts";
import type { LinkSessionsData } from "./link-sessions.data.ts";

/** Polls a QR / device link at the platform and re-sends itself until the link ends, so admin links finish unattended. */
export const pollLinkJob = defineJob({
  name: "accounts.poll-link",
  payload: z.object({ linkId: z.string() }),
  retryLimit: 2,
  expireInSeconds: 120,
});

/** Every 10 minutes: renews access tokens that run out within 30 minutes. */
export const refreshTokensJob = defineJob({
  name: "accounts.refresh-tokens",
  payload: z.object({}).passthrough(),
  retryLimit: 0,
  expireInSeconds: 600,
  cron: "*/10 * * * *",
});

/** Daily: every healthy account's totals, kept per day for the charts. */
export const refreshStatsJob = defineJob({
  name: "accounts.refresh-stats",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 3600,
  cron: "17 2 * * *",
});

/** Nightly: forgets link sessions that expired more than a week ago (their state hashes and device handles). */
export const purgeLinkSessionsJob = defineJob({
  name: "accounts.purge-link-sessions",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 300,
  cron: "41 3 * * *",
});

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function accountJobHandlers(deps: {
  linking: AccountLinking;
  accounts: AccountsService;
  links: Pick<LinkSessionsData, "purgeExpiredBefore">;
  clock: Clock;
}) {
  return [
    registerJob(pollLinkJob, ({ linkId }) => deps.linking.pollInBackground(linkId)),
    registerJob(refreshTokensJob, () => deps.accounts.refreshExpiringTokens()),
    registerJob(refreshStatsJob, () => deps.accounts.refreshAllStats()),
    registerJob(purgeLinkSessionsJob, async () => {
      await deps.links.purgeExpiredBefore(new Date(deps.clock().getTime() - WEEK_MS));
    }),
  ];
}
