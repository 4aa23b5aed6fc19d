import { z } from "zod";
import { defineJob, registerJob } from "../../queue/job-definition.ts";
import type { SystemSettingsData } from "./system-settings.data.ts";

export const WORKER_HEARTBEAT_KEY = "worker.heartbeat";

/** Runs every minute on whichever worker takes it; health reports when a worker last did. */
export const workerHeartbeatJob = defineJob({
  name: "system-worker-heartbeat",
  payload: z.object({}).passthrough(),
  retryLimit: 0,
  expireInSeconds: 60,
  cron: "* * * * *",
});

export function systemJobHandlers(settings: Pick<SystemSettingsData, "set">) {
  return [
    registerJob(workerHeartbeatJob, async () => {
      await settings.set(WORKER_HEARTBEAT_KEY, { at: new Date().toISOString() });
    }),
  ];
}
