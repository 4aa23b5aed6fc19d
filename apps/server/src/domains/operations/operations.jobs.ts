import { z } from "zod";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../queue/job-definition.ts";
import type { BackupService } from "./backup.service.ts";

type Log = { info(object: object, message: string): void; warn(message: string): void };

/** The scheduled backup (BACKUP_SCHEDULE); one worker takes each run. A failed run is recorded (系统状态, /metrics), not retried: the next run comes on schedule. */
export function scheduledBackupJob(schedule: string | null) {
  return defineJob({
    name: "operations-backup",
    payload: z.object({}).passthrough(),
    retryLimit: 0,
    expireInSeconds: 6 * 60 * 60,
    ...(schedule ? { cron: schedule } : {}),
    pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
  });
}

export function scheduledBackupHandler(definition: ReturnType<typeof scheduledBackupJob>, deps: { backups: BackupService; schedule: string | null; log: () => Log }) {
  return registerJob(definition, async () => {
    // A schedule removed from the settings stays in the queue's table until a worker with none runs it.
    if (!deps.schedule) return deps.log().warn("scheduled backup skipped: BACKUP_SCHEDULE is no longer set");
    const { file, result, removed } = await deps.backups.scheduled();
    deps.log().info({ file, bytes: result.bytes, sha256: result.sha256, durationMs: result.durationMs, databaseHeldMs: result.heldMs, removed }, "scheduled backup written");
    if (!result.databaseIncluded) deps.log().warn("the scheduled backup holds the data folder only: back the PostgreSQL database up with pg_dump (docs/operations.md)");
  });
}
