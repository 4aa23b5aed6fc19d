import { z } from "zod";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../queue/job-definition.ts";
import type { PlanBilling } from "./plan-billing.ts";

/** Daily: paid cycles that ended (not renewed, or downgraded) fall back to the free plan. */
export const lapsePlansJob = defineJob({
  name: "plans.lapse",
  payload: z.object({}).passthrough(),
  retryLimit: 2,
  expireInSeconds: 600,
  cron: "5 0 * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

export const planJobDefinitions = [lapsePlansJob];

export function planJobHandlers(deps: { billing: PlanBilling }) {
  return [registerJob(lapsePlansJob, async () => void (await deps.billing.lapseEndedCycles()))];
}
