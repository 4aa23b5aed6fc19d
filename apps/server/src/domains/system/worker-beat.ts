import { randomBytes } from "node:crypto";
import os from "node:os";
import type { RunMode } from "@cdp/contracts";
import type { WorkerHeartbeatsData } from "./worker-heartbeats.data.ts";

export const WORKER_BEAT_INTERVAL_MS = 10_000;
/** Rows of workers silent this long are removed when a worker starts. */
const FORGET_AFTER_MS = 7 * 24 * 60 * 60_000;

/**
 * This process's own heartbeat while it runs jobs: a row written at once and then every
 * `intervalMs`, removed on a graceful stop (a killed worker's row stays, and goes stale).
 */
export function startWorkerBeat(
  data: Pick<WorkerHeartbeatsData, "beat" | "remove" | "pruneBefore">,
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
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = beat().catch(onError);
  }, intervalMs);
  timer.unref();
  return {
    ready: beat().then(() => data.pruneBefore(new Date(Date.now() - FORGET_AFTER_MS))),
    async stop() {
      clearInterval(timer);
      // A beat already sent would otherwise write the row back after it is removed.
      await inFlight;
      await data.remove(worker.id).catch(onError);
    },
  };
}
