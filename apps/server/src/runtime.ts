import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildApp } from "./app.ts";
import type { AppConfig } from "./config/env.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { createHealthService } from "./domains/health/health.service.ts";
import { createSystemSettingsData } from "./domains/system/system-settings.data.ts";
import { systemJobHandlers, workerHeartbeatJob } from "./domains/system/system.jobs.ts";
import { webAppDirs as defaultWebAppDirs, serverVersion } from "./paths.ts";
import { JobQueue } from "./queue/job-queue.ts";
import type { WebAppDirs } from "./web/web-apps.ts";

export type Runtime = {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  /** Stops taking requests, lets in-flight ones finish, stops the queue, closes the database. */
  stop(): Promise<void>;
};

export type RuntimeOptions = {
  webAppDirs?: WebAppDirs;
  queuePollingIntervalSeconds?: number;
};

/** Opens the database, migrates it, starts the queue and builds the HTTP app (not yet listening). */
export async function createRuntime(config: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const settings = createSystemSettingsData(database.db);
    const handlers = [...systemJobHandlers(settings)];
    let log: Pick<Logger, "error"> = { error: (obj: unknown) => console.error(obj) } as Pick<Logger, "error">;
    const queue = new JobQueue({
      database,
      work: config.runMode !== "api",
      definitions: handlers.map((h) => h.definition),
      handlers,
      onError: (error) => log.error({ err: error }, "job queue error"),
      ...(options.queuePollingIntervalSeconds ? { pollingIntervalSeconds: options.queuePollingIntervalSeconds } : {}),
    });
    const startedAt = Date.now();
    const health = createHealthService({ database, queue, settings, runMode: config.runMode, version: serverVersion, startedAt });
    const app = await buildApp({ config, health, version: serverVersion, webAppDirs: options.webAppDirs ?? defaultWebAppDirs });
    log = app.log;
    await queue.start();
    if (queue.isWorking) await queue.send(workerHeartbeatJob, {});

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close();
        await queue.stop(config.shutdownTimeoutMs);
        await database.close();
      })());
    return { app, database, queue, stop };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
