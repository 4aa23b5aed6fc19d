import { z } from "zod";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../queue/job-definition.ts";
import type { createAnalyticsCollector } from "./analytics-collector.ts";
import type { PostFiguresCollector } from "./post-figures-collector.ts";

/**
 * Every hour: extends every account's daily history to today. The first run after a link is the
 * YouTube backfill; a run after missed ones is the catch-up (re-running on a day only refreshes it).
 */
export const collectAnalyticsJob = defineJob({
  name: "analytics.collect",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 3600,
  cron: "23 * * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

/** Every hour: the figures of each published post that is due (daily for 30 days after posting, then weekly). */
export const collectPostFiguresJob = defineJob({
  name: "analytics.collect-posts",
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  expireInSeconds: 3600,
  cron: "47 * * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

export const analyticsJobDefinitions = [collectAnalyticsJob, collectPostFiguresJob];

export function analyticsJobHandlers(deps: { collector: ReturnType<typeof createAnalyticsCollector>; postCollector: PostFiguresCollector }) {
  return [
    registerJob(collectAnalyticsJob, async () => void (await deps.collector.collectAll())),
    registerJob(collectPostFiguresJob, async () => void (await deps.postCollector.collectAll())),
  ];
}
