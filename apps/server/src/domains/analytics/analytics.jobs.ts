import { z } from "zod";
import { defineJob, registerJob } from "../../queue/job-definition.ts";
import type { createAnalyticsCollector } from "./analytics-collector.ts";

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
});

export const analyticsJobDefinitions = [collectAnalyticsJob];

export function analyticsJobHandlers(deps: { collector: ReturnType<typeof createAnalyticsCollector> }) {
  return [registerJob(collectAnalyticsJob, async () => void (await deps.collector.collectAll()))];
}
