import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { PlatformsApi } from "../platforms/platforms.module.ts";
import type { SystemApi } from "../system/system.module.ts";
import type { BackupStatus } from "./backup-status.ts";
import type { MetricsData } from "./metrics.data.ts";

/** Figures read from the database are read again at most this often, however many scrapers ask. */
const FIGURES_FRESH_FOR_MS = 5_000;
const ALIVE_WITHIN_MS = 60_000;
const LISTED_WITHIN_MS = 24 * 60 * 60_000;
const STATUS_NAMES: Record<number, string> = { 0: "distributing", 1: "published", 2: "failed", 3: "unverified" };

export type MetricsDeps = {
  data: MetricsData;
  database: Pick<Database, "ping">;
  queue: Pick<JobQueue, "countsByName">;
  usageToday: PlatformsApi["usageToday"];
  system: Pick<SystemApi, "workers" | "lastHeartbeatJobAt">;
  backupStatus: () => Promise<BackupStatus>;
};

let processRegistry: Registry | null = null;

/** CPU, memory, event loop and GC of this process: collected once per process, however many runtimes it holds (tests). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The Prometheus figures of one runtime: HTTP requests (counted as they are answered), and the
 * state of jobs, publishing, platform quotas, workers and backups, read from the database when
 * scraped (at most every 5 s). Figures read from the database are the same from every process of
 * one installation.
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  const registers = [registry];
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers });

  const http = {
    requests: new Counter({ name: "cdp_http_requests_total", help: "HTTP requests answered, by method, route pattern and status code.", labelNames: ["method", "route", "status"], registers }),
    duration: new Histogram({
      name: "cdp_http_request_duration_seconds",
      help: "Time to answer HTTP requests, by method, route pattern and status code.",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  };
  const figures = {
    databaseUp: gauge("cdp_database_up", "1 when the database answered the scrape's ping."),
    databasePing: gauge("cdp_database_ping_seconds", "How long the database took to answer a ping."),
    jobs: gauge("cdp_jobs", "Jobs of each queue by state (waiting, scheduled, active, retrying, failed).", ["queue", "state"]),
    items: gauge("cdp_publish_items", "Publish items by platform and status (distributing, published, failed, unverified).", ["platform", "status"]),
    openItems: gauge("cdp_publish_items_open", "Publish items still distributing, by platform and phase.", ["platform", "phase"]),
    uploadedBytes: gauge("cdp_publish_uploaded_bytes", "Bytes sent to the platforms for publish items, by platform.", ["platform"]),
    platformCalls: new Counter({ name: "cdp_platform_calls_total", help: "Platform calls made for publish items since this process started, by platform.", labelNames: ["platform"], registers }),
    platformErrors: new Counter({
      name: "cdp_platform_errors_total",
      help: "Failed platform calls for publish items since this process started, by platform and error class (retryable, reconnect, quota, permanent, …).",
      labelNames: ["platform", "class"],
      registers,
    }),
    quotaUsed: gauge("cdp_platform_quota_used", "Today's counted usage of a platform limit (TikTok posts, YouTube quota units or uploads).", ["platform", "unit"]),
    quotaLimit: gauge("cdp_platform_quota_limit", "Today's limit of that usage (absent when the limit is per account).", ["platform", "unit"]),
    quotaLimitPerAccount: gauge("cdp_platform_quota_limit_per_account", "Today's limit per account, where the limit is counted per account (TikTok posts).", ["platform", "unit"]),
    quotaHoldersAtLimit: gauge("cdp_platform_quota_holders_at_limit", "Accounts or API projects that reached today's limit.", ["platform", "unit"]),
    mediaFiles: gauge("cdp_media_files", "Uploaded media files stored."),
    mediaBytes: gauge("cdp_media_bytes", "Bytes of uploaded media stored."),
    workerBeat: gauge("cdp_worker_last_beat_timestamp_seconds", "When each job-running process last beat (listed for a day).", ["worker", "host", "run_mode", "version"]),
    workersAlive: gauge("cdp_workers_alive", "Job-running processes that beat within the last minute."),
    heartbeatJob: gauge("cdp_heartbeat_job_last_timestamp_seconds", "When a worker last ran the once-a-minute heartbeat job (0: never)."),
    backupSuccess: gauge("cdp_backup_last_success_timestamp_seconds", "When the last backup succeeded (0: never)."),
    backupFailure: gauge("cdp_backup_last_failure_timestamp_seconds", "When the last backup failed (0: never)."),
    backupBytes: gauge("cdp_backup_last_size_bytes", "Size of the last successful backup file."),
    backupDuration: gauge("cdp_backup_last_duration_seconds", "How long the last successful backup took."),
    readErrors: new Counter({ name: "cdp_metrics_read_errors_total", help: "Scrapes where a group of figures could not be read, by group.", labelNames: ["group"], registers }),
  };

  let lastCallId: number | null = null;
  const readers: Record<string, () => Promise<void>> = {
    async database() {
      try {
        figures.databasePing.set((await deps.database.ping()) / 1000);
        figures.databaseUp.set(1);
      } catch (error) {
        figures.databaseUp.set(0);
        throw error;
      }
    },
    async jobs() {
      const counts = await deps.queue.countsByName();
      figures.jobs.reset();
      for (const { name, ...states } of counts) for (const [state, jobs] of Object.entries(states)) figures.jobs.set({ queue: name, state }, jobs);
    },
    async publishing() {
      const [items, open] = await Promise.all([deps.data.publishItems(), deps.data.openItems()]);
      figures.items.reset();
      figures.uploadedBytes.reset();
      for (const row of items) {
        figures.items.inc({ platform: row.platform, status: STATUS_NAMES[row.status] ?? String(row.status) }, row.items);
        figures.uploadedBytes.inc({ platform: row.platform }, row.bytes);
      }
      figures.openItems.reset();
      for (const row of open) figures.openItems.set({ platform: row.platform, phase: row.phase }, row.items);
    },
    async platformCalls() {
      // Counted from the calls recorded after this process first looked: a counter that starts at zero, as Prometheus expects.
      if (lastCallId === null) {
        lastCallId = await deps.data.lastCallId();
        return;
      }
      for (const row of await deps.data.callsAfter(lastCallId)) {
        figures.platformCalls.inc({ platform: row.platform }, row.calls);
        if (row.errorClass) figures.platformErrors.inc({ platform: row.platform, class: row.errorClass }, row.calls);
        lastCallId = Math.max(lastCallId, row.lastId);
      }
    },
    async quotas() {
      const usage = await deps.usageToday();
      for (const metric of [figures.quotaUsed, figures.quotaLimit, figures.quotaLimitPerAccount, figures.quotaHoldersAtLimit]) metric.reset();
      for (const row of usage) {
        const labels = { platform: row.platform, unit: row.unit };
        figures.quotaUsed.set(labels, row.used);
        if (row.limit !== null) figures.quotaLimit.set(labels, row.limit);
        if (row.limitPerAccount !== null) figures.quotaLimitPerAccount.set(labels, row.limitPerAccount);
        figures.quotaHoldersAtLimit.set(labels, row.holdersAtLimit);
      }
    },
    async media() {
      const stored = await deps.data.storedMedia();
      figures.mediaFiles.set(stored.files);
      figures.mediaBytes.set(stored.bytes);
    },
    async workers() {
      const now = Date.now();
      const [workers, heartbeatJob] = await Promise.all([deps.system.workers.beatSince(new Date(now - LISTED_WITHIN_MS)), deps.system.lastHeartbeatJobAt()]);
      figures.workerBeat.reset();
      for (const worker of workers) {
        figures.workerBeat.set({ worker: worker.id, host: worker.host, run_mode: worker.runMode, version: worker.version }, worker.lastBeatAt.getTime() / 1000);
      }
      figures.workersAlive.set(workers.filter((worker) => now - worker.lastBeatAt.getTime() <= ALIVE_WITHIN_MS).length);
      figures.heartbeatJob.reset();
      if (heartbeatJob) figures.heartbeatJob.set(Date.parse(heartbeatJob) / 1000);
    },
    async backups() {
      const status = await deps.backupStatus();
      for (const metric of [figures.backupSuccess, figures.backupFailure, figures.backupBytes, figures.backupDuration]) metric.reset();
      if (status.lastSuccess) {
        figures.backupSuccess.set(Date.parse(status.lastSuccess.at) / 1000);
        figures.backupBytes.set(status.lastSuccess.bytes);
        figures.backupDuration.set(status.lastSuccess.durationMs / 1000);
      }
      if (status.lastFailure) figures.backupFailure.set(Date.parse(status.lastFailure.at) / 1000);
    },
  };

  let reading: { at: number; done: Promise<void> } | null = null;
  const readFigures = () => {
    if (reading && Date.now() - reading.at < FIGURES_FRESH_FOR_MS) return reading.done;
    const done = Promise.all(
      Object.entries(readers).map(([group, read]) =>
        read().catch(() => {
          // The other groups still answer; the failing one keeps its last values and is counted.
          figures.readErrors.inc({ group });
        }),
      ),
    ).then(() => undefined);
    reading = { at: Date.now(), done };
    return done;
  };

  return {
    contentType: registry.contentType,
    /** Counts one answered request (its route pattern, never its URL, so the label set stays small). */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      http.requests.inc(labels);
      http.duration.observe(labels, seconds);
    },
    /** The Prometheus text of this runtime's figures and the process's own. */
    async render(): Promise<string> {
      await readFigures();
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
