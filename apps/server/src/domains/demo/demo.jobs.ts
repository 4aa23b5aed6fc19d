import { z } from "zod";
import { defineJob, registerJob } from "../../queue/job-definition.ts";

/**
 * Once, on a fresh database outside production: the demo operator's workspace. Retries (10 s, then
 * doubling) while the server is not yet listening or a step fails; each try goes on where the last stopped.
 */
export const seedDemoWorkspaceJob = defineJob({
  name: "demo.seed-workspace",
  payload: z.object({}).passthrough(),
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 600,
});

/** `run` gets the try's number (0 for the first). */
export function demoJobHandlers(run: (attempt: number) => Promise<void>) {
  return [registerJob(seedDemoWorkspaceJob, (_payload, context) => run(context.attempt))];
}
