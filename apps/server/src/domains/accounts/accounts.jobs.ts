import { z } from "zod";
import type { Clock } from "../../clock.ts";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../queue/job-definition.ts";
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
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

/** Daily: every healthy account's totals, kept per day for the charts. */
export const refreshStatsJob = defineJob({
  name: "accounts.refresh-stats",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 3600,
  cron: "17 2 * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

/**
 * Nightly: forgets link sessions that expired more than a week ago (their state hashes and device
 * handles) and quota counters of days more than 35 days back.
 */
export const purgeLinkSessionsJob = defineJob({
  name: "accounts.purge-link-sessions",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 300,
  cron: "41 3 * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

export const accountJobDefinitions = [pollLinkJob, refreshTokensJob, refreshStatsJob, purgeLinkSessionsJob];

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const USAGE_KEPT_DAYS = 35;

export function accountJobHandlers(deps: {
  linking: AccountLinking;
  accounts: AccountsService;
  links: Pick<LinkSessionsData, "purgeExpiredBefore">;
  purgeUsageBefore(day: string): Promise<number>;
  clock: Clock;
}) {
  return [
    registerJob(pollLinkJob, ({ linkId }) => deps.linking.pollInBackground(linkId)),
    registerJob(refreshTokensJob, () => deps.accounts.refreshExpiringTokens()),
    registerJob(refreshStatsJob, () => deps.accounts.refreshAllStats()),
    registerJob(purgeLinkSessionsJob, async () => {
      const now = deps.clock().getTime();
      await deps.links.purgeExpiredBefore(new Date(now - WEEK_MS));
      await deps.purgeUsageBefore(new Date(now - USAGE_KEPT_DAYS * DAY_MS).toISOString().slice(0, 10));
    }),
  ];
}
