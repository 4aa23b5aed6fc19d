import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import { createSystemSettingsData, type SystemSettingsData } from "./system-settings.data.ts";
import { systemJobHandlers, WORKER_HEARTBEAT_KEY, workerHeartbeatJob } from "./system.jobs.ts";
import { startWorkerBeat } from "./worker-beat.ts";
import { createWorkerHeartbeatsData, type WorkerHeartbeatsData } from "./worker-heartbeats.data.ts";
import { createPolicySettings, type PolicySettings } from "./policy-settings.ts";
import { settingsRoutes } from "./settings.routes.ts";

export type SystemApi = {
  settings: Pick<SystemSettingsData, "get" | "set" | "setIfAbsent">;
  /** The administrators' rules: member-only features, inactivity reclaim. */
  policy: PolicySettings;
  /** The job-running processes' own heartbeats. */
  workers: Pick<WorkerHeartbeatsData, "beatSince">;
  /** When a worker last ran the once-a-minute heartbeat job. */
  lastHeartbeatJobAt(): Promise<string | null>;
  /** Starts this process's heartbeat (a process that runs jobs). */
  startWorkerBeat(self: Parameters<typeof startWorkerBeat>[1], onError: (error: unknown) => void): ReturnType<typeof startWorkerBeat>;
};

/** Server-wide settings (generated secrets, the worker heartbeats, the administrators' plan rules), the heartbeat job and 系统设置. */
export function createSystemModule(deps: { db: AppDb }): DomainModule<SystemApi> {
  const settings = createSystemSettingsData(deps.db);
  const policy = createPolicySettings(settings);
  const workers = createWorkerHeartbeatsData(deps.db);
  return {
    name: "system",
    adminRoutes: async (scope) => scope.register(settingsRoutes, { policy }),
    jobs: { definitions: [workerHeartbeatJob], handlers: systemJobHandlers(settings) },
    api: {
      settings,
      policy,
      workers,
      lastHeartbeatJobAt: async () => (await settings.get<{ at: string }>(WORKER_HEARTBEAT_KEY))?.at ?? null,
      startWorkerBeat: (self, onError) => startWorkerBeat(workers, self, onError),
    },
  };
}
