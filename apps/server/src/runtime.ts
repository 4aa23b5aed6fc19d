import path from "node:path";
import { createPlatformSandbox } from "@cdp/platform-sandbox";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { systemClock, type Clock } from "./clock.ts";
import type { AppConfig } from "./config/env.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { createAccounts } from "./domains/accounts/accounts.ts";
import { createDatabaseUsageLedger } from "./domains/accounts/usage-ledger.data.ts";
import { createAuditLogData } from "./domains/audit/audit-log.data.ts";
import { createAdminRequestRecorder } from "./domains/audit/audit-recorder.ts";
import { createChannelsData } from "./domains/channels/channels.data.ts";
import { channelRoutes } from "./domains/channels/channels.routes.ts";
import { createFileSharesData } from "./domains/file-shares/file-shares.data.ts";
import { adminFileShareRoutes, crmFileShareRoutes } from "./domains/file-shares/file-shares.routes.ts";
import { createFileSharesService } from "./domains/file-shares/file-shares.service.ts";
import { createHealthService } from "./domains/health/health.service.ts";
import { createIdentity } from "./domains/identity/identity.ts";
import { createMediaData } from "./domains/media/media.data.ts";
import { createPlatformAdapters, type PlatformAdapters } from "./domains/platforms/platforms.ts";
import { createOutboxData } from "./domains/mail/outbox.data.ts";
import type { OutboxLog } from "./domains/mail/outbox-senders.ts";
import { outboxRoutes } from "./domains/mail/outbox.routes.ts";
import { createMessageSenders } from "./domains/mail/senders.ts";
import { createStorage } from "./domains/storage/storage.ts";
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
  /** The time source of code and session rules (tests move it). */
  clock?: Clock;
  /** TikTok / YouTube adapters to use instead of the configured ones (tests). */
  platformAdapters?: PlatformAdapters;
};

type RuntimeLog = OutboxLog & { warn(message: string): void; error(object: object, message: string): void };

/** Opens the database, migrates and seeds it, starts the queue and builds the HTTP app (not yet listening). */
export async function createRuntime(config: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const clock = options.clock ?? systemClock;
    // Until the app's logger exists, messages go to the console.
    let log: RuntimeLog = {
      info: (_object, message) => console.info(message),
      warn: (message) => console.warn(message),
      error: (object, message) => console.error(message, object),
    };
    const settings = createSystemSettingsData(database.db);
    const channels = createChannelsData(database.db);
    const outbox = createOutboxData(database.db);
    const { mailer, sms } = createMessageSenders(config, outbox, () => log);
    const identity = await createIdentity({ db: database.db, config, settings, channels, mailer, sms, clock });
    const seedNotices = await identity.seed();
    const storage = await createStorage({
      db: database.db,
      config,
      settings,
      clock,
      sessions: { crm: identity.crmSessions, admin: identity.adminSessions },
    });

    // Without app credentials a platform talks to the built-in sandbox, served at /sandbox unless PLATFORM_SANDBOX_URL
    // points elsewhere. A worker serves no pages: it reaches the API process's sandbox through PUBLIC_URL.
    const platformsConfig = config.platforms;
    const serveSandbox = config.runMode !== "worker";
    const sandbox =
      serveSandbox && platformsConfig.sandboxUrl === null && (!platformsConfig.tiktok || !platformsConfig.youtube)
        ? createPlatformSandbox({
            stateFile: path.join(config.dataDir, "sandbox", "state.json"),
            controlRoutes: config.env !== "production",
            now: () => clock().getTime(),
          })
        : null;
    // Built later than the code that needs them: the app (its listening port) and the job queue.
    const late: { app?: FastifyInstance; queue?: JobQueue } = {};
    const adapters =
      options.platformAdapters ??
      createPlatformAdapters({
        config: platformsConfig,
        ledger: createDatabaseUsageLedger(database.db),
        now: clock,
        sandboxServerBase: () =>
          platformsConfig.sandboxUrl ??
          `${!serveSandbox && platformsConfig.publicUrl ? platformsConfig.publicUrl : loopbackOrigin(late.app, config.port)}/sandbox`,
        sandboxBrowserBase: platformsConfig.sandboxUrl ?? `${platformsConfig.publicUrl ?? ""}/sandbox`,
      });
    const accounts = createAccounts({
      database,
      config,
      adapters,
      clock,
      queue: () => {
        if (!late.queue) throw new Error("the job queue is not built yet");
        return late.queue;
      },
      log: () => log,
    });

    const fileShares = createFileSharesService({ data: createFileSharesData(database.db), media: createMediaData(database.db) });

    const handlers = [...systemJobHandlers(settings), ...identity.jobs, ...accounts.jobs];
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
    const app = await buildApp({
      config,
      health,
      version: serverVersion,
      webAppDirs: options.webAppDirs ?? defaultWebAppDirs,
      crmSessions: identity.crmSessions,
      adminSessions: identity.adminSessions,
      crmRoutes: [
        identity.crmRoutes,
        async (scope) => scope.register(channelRoutes, { channels }),
        storage.crmRoutes,
        async (scope) => scope.register(crmFileShareRoutes, { fileShares }),
        accounts.crmRoutes,
      ],
      adminRoutes: [
        identity.adminRoutes,
        storage.adminRoutes,
        async (scope) => scope.register(adminFileShareRoutes, { fileShares }),
        accounts.adminRoutes,
      ],
      pageRoutes: [
        storage.pageRoutes,
        ...(sandbox ? [async (scope: FastifyInstance) => scope.register(sandbox.plugin, { prefix: "/sandbox" })] : []),
        ...(config.env === "production" ? [] : [async (scope: FastifyInstance) => scope.register(outboxRoutes, { outbox })]),
      ],
      recordAdminRequest: createAdminRequestRecorder(createAuditLogData(database.db)),
    });
    late.app = app;
    log = app.log;
    for (const notice of seedNotices) app.log[notice.level](notice.message);
    const sandboxed = (["tiktok", "youtube"] as const).filter((platform) => !platformsConfig[platform]);
    if (!serveSandbox && sandboxed.length && !platformsConfig.sandboxUrl && !platformsConfig.publicUrl) {
      app.log.warn(
        `${sandboxed.join(" and ")} use the built-in sandbox, which this worker does not serve: set PLATFORM_SANDBOX_URL (a standalone sandbox) or PUBLIC_URL (the API process) so it can reach one.`,
      );
    }
    if (mailer.kind === "outbox" && config.runMode !== "worker") {
      app.log.info(
        config.env === "production"
          ? "SMTP_URL is not set: emails (verification codes) are only written to the log. Set SMTP_URL to deliver them."
          : "SMTP_URL is not set: emails and texts go to the dev outbox, readable at /dev/outbox and in this log.",
      );
    }
    late.queue = queue;
    await queue.start();
    if (queue.isWorking) await queue.send(workerHeartbeatJob, {});

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close();
        await queue.stop(config.shutdownTimeoutMs);
        await mailer.close();
        await database.close();
      })());
    return { app, database, queue, stop };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** How this server reaches itself (its own /sandbox): the listening port on the loopback address. */
function loopbackOrigin(app: FastifyInstance | undefined, configuredPort: number): string {
  const address = app?.server.address();
  if (address && typeof address === "object") {
    const wildcard = address.address === "0.0.0.0" || address.address === "::";
    const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://127.0.0.1:${configuredPort}`;
}
