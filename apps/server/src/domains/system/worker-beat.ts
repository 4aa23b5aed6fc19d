import { randomBytes } from "node:crypto";
import os from "node:os";
import type { RunMode } from "@cdp/contracts";
import type { WorkerHeartbeatsData } from "./worker-heartbeats.data.ts";

export const WORKER_BEAT_INTERVAL_MS = 10_000;

/**
 * This process's own heartbeat while it runs jobs: a row written at once and then every
 * `intervalMs`, removed on a graceful stop (a killed worker's row stays, and goes stale).
 */
export function startWorkerBeat(
  data: Pick<WorkerHeartbeatsData, "beat" | "remove">,
  self: { runMode: RunMode; version: string },
  onError: (error: unknown) => void,
  intervalMs = WORKER_BEAT_INTERVAL_MS,
): { ready: Promise<void>; stop(): Promise<void> } {
  const worker = {
    id: `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
    host: os.hostname(),
    pid: process.pid,
    runMode: self.runMode,
    version: self.version,
    startedAt: new Date(),
  };
  const beat = () => data.beat(worker, new Date());
  const timer = setInterval(() => void beat().catch(onError), intervalMs);
  timer.unref();
  return {
    ready: beat(),
    async stop() {
      clearInterval(timer);
      await data.remove(worker.id).catch(onError);
    },
  };
}
