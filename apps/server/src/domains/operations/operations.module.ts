import type { FastifyPluginAsync } from "fastify";
import type { AppConfig } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { DomainModule } from "../domain-module.ts";
import type { PlatformsApi } from "../platforms/platforms.module.ts";
import type { SystemApi } from "../system/system.module.ts";
import { backupRoutes } from "./backup.routes.ts";
import { createBackupService } from "./backup.service.ts";
import { createBackupRecords, type BackupStatus } from "./backup-status.ts";
import { createMetrics } from "./metrics.ts";
import { createMetricsData } from "./metrics.data.ts";
import { metricsPlugin } from "./metrics.routes.ts";
import { scheduledBackupHandler, scheduledBackupJob } from "./operations.jobs.ts";
import { createOpsToken, writeOpsServerFile } from "./ops-server-file.ts";

export type OperationsApi = {
  /** `/metrics` and the request counting hook, for the root of the HTTP app (every run mode). */
  metricsPlugin: FastifyPluginAsync;
  backupStatus(): Promise<BackupStatus>;
};

export type OperationsDeps = {
  config: Pick<AppConfig, "dataDir" | "operations" | "runMode">;
  database: Database;
  queue: Pick<JobQueue, "countsByName">;
  system: Pick<SystemApi, "settings" | "workers" | "lastHeartbeatJobAt">;
  usageToday: PlatformsApi["usageToday"];
  version: string;
  log: () => { info(object: object, message: string): void; warn(message: string): void };
};

/**
 * What an operator runs the product with: backups (on demand through `npm run backup`, which asks
 * this server, and on a schedule) and the Prometheus figures at /metrics.
 */
export function createOperationsModule(deps: OperationsDeps): DomainModule<OperationsApi> {
  const { backup, metricsToken } = deps.config.operations;
  const backups = createBackupService({
    dataDir: deps.config.dataDir,
    backup,
    database: deps.database,
    records: createBackupRecords(deps.system.settings),
    appVersion: deps.version,
  });
  const metrics = createMetrics({
    data: createMetricsData(deps.database.db),
    database: deps.database,
    queue: deps.queue,
    usageToday: deps.usageToday,
    system: deps.system,
    backupStatus: backups.status,
  });
  const backupJob = scheduledBackupJob(backup.schedule);
  const token = createOpsToken();
  return {
    name: "operations",
    pageRoutes: async (scope) => {
      await scope.register(backupRoutes, { backups, token });
      let removeServerFile: () => void = () => undefined;
      // The backup command finds this server (and its token) in the data folder once it listens.
      scope.addHook("onListen", async function () {
        const address = this.server.address();
        if (!address || typeof address !== "object") return;
        const wildcard = address.address === "0.0.0.0" || address.address === "::";
        const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
        removeServerFile = writeOpsServerFile(deps.config.dataDir, { url: `http://${host}:${address.port}`, token });
      });
      scope.addHook("onClose", async () => removeServerFile());
    },
    jobs: { definitions: [backupJob], handlers: [scheduledBackupHandler(backupJob, { backups, schedule: backup.schedule, log: deps.log })] },
    api: { metricsPlugin: metricsPlugin(metrics, metricsToken), backupStatus: backups.status },
  };
}
