import { z } from "zod";
import type { Clock } from "../../clock.ts";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../queue/job-definition.ts";
import type { SessionsData } from "./sessions.data.ts";
import type { VerificationCodesData } from "./verification-codes.data.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nightly: drops codes older than a day and sessions that ended more than 30 days ago. */
export const identityCleanupJob = defineJob({
  name: "identity-cleanup",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 300,
  cron: "23 3 * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

export function identityJobHandlers(deps: {
  codes: Pick<VerificationCodesData, "purgeBefore">;
  sessions: Pick<SessionsData, "purgeEndedBefore">;
  clock: Clock;
}) {
  return [
    registerJob(identityCleanupJob, async () => {
      const now = deps.clock().getTime();
      await deps.codes.purgeBefore(new Date(now - DAY_MS));
      await deps.sessions.purgeEndedBefore(new Date(now - 30 * DAY_MS));
    }),
  ];
}
