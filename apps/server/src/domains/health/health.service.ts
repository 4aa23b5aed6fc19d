import type { Health, RunMode } from "@cdp/contracts";
import type { Database } from "../../db/client.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { SystemSettingsData } from "../system/system-settings.data.ts";
import { WORKER_HEARTBEAT_KEY } from "../system/system.jobs.ts";

export type HealthDeps = {
  database: Pick<Database, "driver" | "ping">;
  queue: Pick<JobQueue, "isStarted" | "isWorking" | "check">;
  settings: Pick<SystemSettingsData, "get">;
  runMode: RunMode;
  version: string;
  startedAt: number;
};

export function createHealthService(deps: HealthDeps) {
  return {
    async report(): Promise<Health> {
      const database = await probe(() => deps.database.ping());
      const queueProbe = await probe(() => deps.queue.check());
      const heartbeat = database.ok
        ? await deps.settings.get<{ at: string }>(WORKER_HEARTBEAT_KEY).catch(() => null)
        : null;
      const queueOk = deps.queue.isStarted && queueProbe.ok;
      return {
        status: database.ok && queueOk ? "ok" : "degraded",
        version: deps.version,
        runMode: deps.runMode,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
        database: {
          ok: database.ok,
          driver: deps.database.driver,
          latencyMs: database.ok ? (database.value ?? null) : null,
          ...(database.error ? { error: database.error } : {}),
        },
        queue: {
          ok: queueOk,
          started: deps.queue.isStarted,
          working: deps.queue.isWorking,
          lastWorkerHeartbeatAt: heartbeat?.at ?? null,
          ...(queueProbe.error ? { error: queueProbe.error } : !deps.queue.isStarted ? { error: "not started" } : {}),
        },
      };
    },
  };
}

async function probe<T>(run: () => Promise<T>): Promise<{ ok: boolean; value?: T; error?: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    // Only the error's class of failure is reported: health is public and must not leak internals.
    return { ok: false, error: error instanceof Error ? error.name : "Error" };
  }
}

export type HealthService = ReturnType<typeof createHealthService>;
