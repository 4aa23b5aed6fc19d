import { z } from "zod";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../queue/job-definition.ts";

/** Hourly: drops the first answers kept for Idempotency-Key once their 24 hours are over. */
export const idempotencyPurgeJob = defineJob({
  name: "idempotency-purge",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 300,
  cron: "17 * * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

export function idempotencyJobHandlers(deps: { purgeExpired(): Promise<number> }) {
  return [
    registerJob(idempotencyPurgeJob, async () => {
      await deps.purgeExpired();
    }),
  ];
}
