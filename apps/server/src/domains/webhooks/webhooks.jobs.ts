import { z } from "zod";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS } from "../../queue/job-definition.ts";

/**
 * One attempt of one delivery. The job carries only the delivery's id: the row says whether it is
 * due, done or held by another worker, so a job sent twice (the relay's requeue, pg-boss's own retry
 * after a killed worker) sends nothing twice at once.
 */
export const deliverWebhookJob = defineJob({
  name: "webhooks.deliver",
  payload: z.object({ deliveryId: z.number().int() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  concurrency: 4,
});

/** Events (with their deliveries and attempts) are kept 30 days: the delivery log's reach. */
export const WEBHOOK_EVENTS_KEPT_DAYS = 30;

export const purgeWebhookEventsJob = defineJob({
  name: "webhooks.purge",
  payload: z.object({}),
  cron: "23 4 * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});
