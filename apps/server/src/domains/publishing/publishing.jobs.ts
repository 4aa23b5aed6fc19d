import { z } from "zod";
import { defineJob, registerJob, type RegisteredJob } from "../../queue/job-definition.ts";
import type { SweepOptions } from "./sweeper.ts";

const itemPayload = z.object({ itemId: z.number().int().positive() });

/** The upload of one item (one job per item, keyed by its id, started at its `scheduledAt`). */
export const publishItemJob = defineJob({ name: "publishing.publish-item", payload: itemPayload, concurrency: 8, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 4 * 60 * 60 });
/** One status check of a started publication; never uploads. */
export const pollPublishStatusJob = defineJob({ name: "publishing.poll-status", payload: itemPayload, concurrency: 8, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 10 * 60 });
/** Sends on items stuck past their phase's deadline (each minute, and once after a worker starts: `workerStartedAt`). */
export const sweepPublishingJob = defineJob({
  name: "publishing.sweep",
  payload: z.object({ workerStartedAt: z.iso.datetime().optional() }),
  cron: "* * * * *",
  retryLimit: 0,
  expireInSeconds: 5 * 60,
});

export function publishingJobHandlers(deps: {
  runItem(itemId: number, context: { jobId: string; signal: AbortSignal }): Promise<void>;
  pollItem(itemId: number, context: { jobId: string }): Promise<void>;
  sweep(options: SweepOptions): Promise<unknown>;
}): RegisteredJob[] {
  return [
    registerJob(publishItemJob, (payload, context) => deps.runItem(payload.itemId, context)),
    registerJob(pollPublishStatusJob, (payload, context) => deps.pollItem(payload.itemId, context)),
    registerJob(sweepPublishingJob, async (payload) => {
      await deps.sweep(payload.workerStartedAt ? { workerStartedAt: new Date(payload.workerStartedAt) } : {});
    }),
  ];
}
