import { z } from "zod";
import { defineJob, registerJob } from "../../queue/job-definition.ts";

/** Once, on a fresh database outside production: the demo operator's workspace. Retries while the server is not yet listening. */
export const seedDemoWorkspaceJob = defineJob({
  name: "demo.seed-workspace",
  payload: z.object({}).passthrough(),
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 600,
});

export function demoJobHandlers(run: () => Promise<void>) {
  return [registerJob(seedDemoWorkspaceJob, run)];
}
