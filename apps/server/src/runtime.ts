import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { systemClock, type Clock } from "./clock.ts";
import { createDevClock } from "./dev/dev-clock.ts";
import { devToolPages } from "./dev/dev-routes.ts";
import type { AppConfig } from "./config/env.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { createAccountsModule, createOperatorGrantsApi } from "./domains/accounts/accounts.module.ts";
import { createAnalyticsModule } from "./domains/analytics/analytics.module.ts";
import { createApiKeysModule } from "./domains/api-keys/api-keys.module.ts";
import { createDemoModule } from "./domains/demo/demo.module.ts";
import { seedDemoWorkspaceJob } from "./domains/demo/demo.jobs.ts";
import { DEMO_OPERATOR } from "./domains/identity/seed.ts";
import { createAuditLogData } from "./domains/audit/audit-log.data.ts";
import { createAdminAudit } from "./domains/audit/audit-recorder.ts";
import { createBackOfficeModule } from "./domains/back-office/back-office.module.ts";
import { createBulkScheduleModule } from "./domains/bulk-schedule/bulk-schedule.module.ts";
import { createChannelsModule } from "./domains/channels/channels.module.ts";
import type { DomainModule } from "./domains/domain-module.ts";
import { createFileSharesModule } from "./domains/file-shares/file-shares.module.ts";
import { createHealthModule } from "./domains/health/health.module.ts";
import { createHealthService } from "./domains/health/health.service.ts";
import { createIdentityModule } from "./domains/identity/identity.module.ts";
import { createIdempotencyModule } from "./domains/idempotency/idempotency.module.ts";
import { createMailModule } from "./domains/mail/mail.module.ts";
import type { OutboxLog } from "./domains/mail/outbox-senders.ts";
import { createMediaModule } from "./domains/media/media.module.ts";
import { createOperationsModule } from "./domains/operations/operations.module.ts";
import { createPlanCycles } from "./domains/plans/plan-cycles.ts";
import { createPlansModule } from "./domains/plans/plans.module.ts";
import { createPlatformsModule } from "./domains/platforms/platforms.module.ts";
import { createPublishingModule, createPublishingRecords } from "./domains/publishing/publishing.module.ts";
import type { PublishingTuning } from "./domains/publishing/publishing-tuning.ts";
import type { PlatformAdapters } from "./domains/platforms/platforms.ts";
import { openStorage } from "./domains/storage/storage-drivers.ts";
import { createStorageModule } from "./domains/storage/storage.module.ts";
import { createSystemModule } from "./domains/system/system.module.ts";
import { createWebhooksModule } from "./domains/webhooks/webhooks.module.ts";
import { workerHeartbeatJob } from "./domains/system/system.jobs.ts";
import { loadPersistedSecret, SECRET_SETTINGS } from "./domains/system/persisted-secret.ts";
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
  /** Shorter publishing timings (tests). */
  publishingTuning?: Partial<PublishingTuning>;
  /** false: cron jobs never fire on their own (tests whose clock is not the wall clock run them by hand). */
  cronSchedules?: boolean;
};

type RuntimeLog = OutboxLog & { warn(message: string): void; error(object: object, message: string): void };

/** Opens the database, migrates and seeds it, starts the queue and builds the HTTP app (not yet listening). */
export async function createRuntime(config: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database, undefined, ["info", "debug", "trace"].includes(config.logLevel) ? (message) => console.info(message) : undefined);
    // Outside production the clock can be moved ahead from this machine (/dev/clock).
    const devClock = config.env === "production" ? null : createDevClock(options.clock ?? systemClock);
    const clock = devClock?.clock ?? options.clock ?? systemClock;
    // Until the app's logger exists, messages go to the console.
    let log: RuntimeLog = {
      info: (_object, message) => console.info(message),
      warn: (message) => console.warn(message),
      error: (object, message) => console.error(message, object),
    };
    // The queue comes first: domains keep it to send jobs; it starts once they have all said which jobs they run.
    const queue = new JobQueue({
      database,
      work: config.runMode !== "api",
      onError: (error) => log.error({ err: error }, "job queue error"),
      ...(options.queuePollingIntervalSeconds ? { pollingIntervalSeconds: options.queuePollingIntervalSeconds } : {}),
      ...(options.cronSchedules === false ? { cronSchedules: false } : {}),
    });
    // This process reaches its own /sandbox on the port it listens on, known once the app listens.
    const listening: { app?: FastifyInstance } = {};
    const db = database.db;

    const system = createSystemModule({ db });
    const { settings } = system.api;
    const channels = createChannelsModule({ db });
    const mail = createMailModule({ db, config, log: () => log, clock });
    const identity = await createIdentityModule({
      db,
      config,
      settings,
      channels: channels.api.channels,
      mail: mail.api,
      clock,
      crmOrigin: () => config.platforms.publicUrl ?? loopbackOrigin(listening.app, config.port),
    });
    // What other domains ask of publishing comes from its tables, so the engine itself can be built last.
    const publishingRecords = createPublishingRecords({ db, clock });
    const planCycles = createPlanCycles({ db, clock });
    const backOffice = createBackOfficeModule({ db, identity: identity.api, grants: createOperatorGrantsApi(db), planCycles, completions: publishingRecords, queue, reclaimSetting: system.api.policy.reclaim, clock });
    // The plan an operator is held to is the back-office's (their own, else their group's).
    const plans = createPlansModule({ db, config, planOf: backOffice.api.effectivePlanOf, groupPlans: backOffice.api, memberOnlyFeatures: system.api.policy.memberOnlyFeatures, clock });
    // Operators' API keys open the CRM API besides their sessions (bearer `cdp_…`).
    const apiKeys = createApiKeysModule({ db, clock, rateLimitPerMinute: config.apiKeyRateLimitPerMinute });
    const idempotency = createIdempotencyModule({ db, clock });
    const sessions = { crm: apiKeys.api.withKeys(identity.api.crmSessions), admin: identity.api.adminSessions, isLive: identity.api.sessionIsLive };
    const storageBytes = await openStorage({ config, settings });
    const media = createMediaModule({ db, storage: storageBytes, plans: plans.api.plans, inUse: publishingRecords.mediaWaitingToPublish });
    // Upload signatures are bound to a browser session (a sign-out ends them): keys never get one.
    const storage = createStorageModule({ storage: storageBytes, clock, plans: plans.api.plans, sessions: { ...sessions, crm: identity.api.crmSessions }, uploads: media.api });
    const fileShares = createFileSharesModule({ db, media: media.api });
    const platforms = createPlatformsModule({
      db,
      config,
      clock,
      selfOrigin: () => loopbackOrigin(listening.app, config.port),
      ...(options.platformAdapters ? { adapters: options.platformAdapters } : {}),
    });
    const accounts = createAccountsModule({
      database,
      config,
      platforms: platforms.api,
      plans: plans.api.plans,
      clock,
      queue,
      log: () => log,
      // Analytics is built after accounts (it reads their tokens); a link only completes once both exist.
      onLinked: (account) => analytics.api.collect(account),
      publishing: publishingRecords,
    });
    const publishing = createPublishingModule({
      db,
      platforms: platforms.api,
      tokens: accounts.api.tokens,
      readOnlyAmong: accounts.api.readOnlyAmong,
      media: media.api,
      plans: plans.api.plans,
      clock,
      queue,
      publicOrigin: () => config.platforms.publicUrl ?? loopbackOrigin(listening.app, config.port),
      imageUrlSecret: await loadPersistedSecret(SECRET_SETTINGS.app, config.appSecret, settings),
      tuning: {
        leaseMs: config.publishing.leaseSeconds * 1000,
        verifyIntervalMs: config.publishing.verifyIntervalSeconds * 1000,
        verifyForMs: config.publishing.verifyForMinutes * 60_000,
        ...options.publishingTuning,
      },
      log: () => log,
    });
    const bulkSchedule = createBulkScheduleModule({ db, publishing: publishing.api, clock });
    const analytics = createAnalyticsModule({
      db,
      platforms: platforms.api,
      accounts: accounts.api,
      plans: plans.api.plans,
      posts: publishingRecords.publishedPosts,
      clock,
      log: () => log,
    });
    const demo = createDemoModule({
      settings,
      selfOrigin: () => loopbackOrigin(listening.app, config.port),
      operator: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password },
      analytics: analytics.api,
      clock,
      storageDriver: config.storage.driver,
      log: () => log,
    });
    const webhooks = createWebhooksModule({ db, config, queue, clock, crmOrigin: () => config.platforms.publicUrl ?? loopbackOrigin(listening.app, config.port) });
    const operations = createOperationsModule({ config, database, queue, system: system.api, usageToday: platforms.api.usageToday, version: serverVersion, log: () => log });
    const systemHealth = createHealthModule({
      queue,
      system: system.api,
      stuckItems: publishing.api.stuckItems,
      usageToday: platforms.api.usageToday,
      reconnectNeeded: accounts.api.reconnectNeeded,
      deliveryFailures: mail.api.deliveryFailures,
      backupStatus: operations.api.backupStatus,
      clock,
    });
    const modules: DomainModule<unknown>[] = [system, channels, mail, identity, backOffice, plans, storage, media, fileShares, platforms, accounts, publishing, bulkSchedule, analytics, demo, operations, systemHealth, apiKeys, idempotency, webhooks];

    const seedNotices = await identity.api.seed();
    const jobDefinitions = modules.flatMap((module) => module.jobs?.definitions ?? []);
    const devPages = devClock ? [devToolPages({ devClock, queue, scheduledJobs: jobDefinitions.filter((job) => job.cron) })] : [];
    const health = createHealthService({ database, queue, settings, runMode: config.runMode, version: serverVersion, startedAt: Date.now() });
    const app = await buildApp({
      config,
      health,
      version: serverVersion,
      webAppDirs: options.webAppDirs ?? defaultWebAppDirs,
      crmSessions: sessions.crm,
      adminSessions: sessions.admin,
      crmRoutes: modules.flatMap((module) => (module.crmRoutes ? [module.crmRoutes] : [])),
      adminRoutes: modules.flatMap((module) => (module.adminRoutes ? [module.adminRoutes] : [])),
      pageRoutes: [...modules.flatMap((module) => (module.pageRoutes ? [module.pageRoutes] : [])), ...devPages],
      adminAudit: createAdminAudit(createAuditLogData(db)),
      idempotency: idempotency.api.store,
      fileOrigins: storageBytes.driver.browserOrigins,
      metrics: operations.api.metricsPlugin,
    });
    listening.app = app;
    log = app.log;
    for (const notice of seedNotices) app.log[notice.level](notice.message);
    const platformsConfig = config.platforms;
    const { sandboxed, servesSandbox } = platforms.api;
    if (!servesSandbox && sandboxed.length && !platformsConfig.sandboxUrl && !platformsConfig.publicUrl) {
      app.log.warn(
        `${sandboxed.join(" and ")} use the built-in sandbox, which this worker does not serve: set PLATFORM_SANDBOX_URL (a standalone sandbox) or PUBLIC_URL (the API process) so it can reach one.`,
      );
    }
    if (mail.api.mailer.kind === "outbox" && config.runMode !== "worker") {
      app.log.info(
        config.env === "production"
          ? "SMTP_URL is not set: emails (verification codes) are only written to the log. Set SMTP_URL to deliver them."
          : "SMTP_URL is not set: emails and texts go to the dev outbox, readable at /dev/outbox and in this log.",
      );
    }
    await queue.start(
      jobDefinitions,
      modules.flatMap((module) => module.jobs?.handlers ?? []),
    );
    const workerBeat = queue.isWorking
      ? system.api.startWorkerBeat({ runMode: config.runMode, version: serverVersion }, (error) => log.error({ err: error }, "worker heartbeat failed"))
      : null;
    await workerBeat?.ready;
    const webhookRelay = queue.isWorking ? webhooks.api.startRelay((error) => log.error({ err: error }, "webhook relay failed")) : null;
    if (queue.isWorking) {
      await queue.send(workerHeartbeatJob, {});
      await publishing.api.afterWorkerStart();
    }
    if (config.seedDemoWorkspace && config.runMode !== "api" && servesSandbox) {
      await demo.api.scheduleIfFresh(async (at) => void (await queue.send(seedDemoWorkspaceJob, {}, { startAfter: at })));
    }

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close();
        await workerBeat?.stop();
        await webhookRelay?.stop();
        await queue.stop(config.shutdownTimeoutMs);
        await mail.api.mailer.close();
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
