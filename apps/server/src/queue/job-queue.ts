import { sql, type SQL } from "drizzle-orm";
import { PgBoss, fromPglite } from "pg-boss";
import type { AppDb, Database } from "../db/client.ts";
import { currentRequestId, runWithLogContext } from "../log-context.ts";
import type { JobDefinition, RegisteredJob } from "./job-definition.ts";

export type JobQueueOptions = {
  database: Database;
  /** Whether this process consumes jobs (run modes `all` and `worker`). */
  work: boolean;
  onError: (error: unknown) => void;
  /** How often every idle worker looks for jobs, whatever its definition says (tests: fast). */
  pollingIntervalSeconds?: number;
  /** false: cron jobs never fire on their own (a test whose clock is not the wall clock runs them itself). */
  cronSchedules?: boolean;
};

/** How often an idle worker looks for jobs unless its definition says otherwise. */
const DEFAULT_POLLING_SECONDS = 2;

/** Jobs of one name by state (`scheduled`: created with a start time still to come). */
export type JobCounts = { name: string; waiting: number; scheduled: number; active: number; retrying: number; failed: number };

export type SendOptions = {
  /**
   * A label the job keeps (pg-boss's `singleton_key`). On this app's queues (pg-boss's standard policy, no
   * `singletonSeconds`) it drops nothing: a second send with the same key makes a second job. Callers
   * whose jobs may be sent twice make a second run harmless themselves (a publish job takes its item's lease).
   */
  singletonKey?: string;
  startAfter?: Date;
  /** A transaction of the application's database: the job is written in it, so it exists exactly when the rows it works on do. */
  within?: AppDb;
};

/** Where a job's data carries the id of the request that sent it (removed before the payload is read). */
export const REQUEST_ID_FIELD = "$requestId";

/** pg-boss's numbered-parameter statement as a drizzle query (`$1` … become bound values). */
function statementOf(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
  return sql.join(chunks);
}

/**
 * The job queue engine (pg-boss) on the application's own database, embedded or server. It is
 * built before the domains, which keep it to send jobs; `start` takes the jobs the domains define.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private jobNames: string[] = [];
  /** pg-boss's worker of each job name this process works on. */
  private readonly workerIds = new Map<string, string>();

  /** Whether this process keeps and fires the cron schedules. */
  private readonly schedulesCrons: boolean;

  constructor(private readonly options: JobQueueOptions) {
    const native = options.database.native;
    const schedule = (this.schedulesCrons = options.work && options.cronSchedules !== false);
    this.boss =
      native.driver === "pglite"
        ? new PgBoss({ db: fromPglite(native.prepared), backend: "pglite", supervise: options.work, schedule })
        : new PgBoss({ connectionString: native.url, max: 4, supervise: options.work, schedule });
    this.boss.on("error", options.onError);
  }

  get isStarted(): boolean {
    return this.started;
  }

  get isWorking(): boolean {
    return this.options.work;
  }

  /**
   * Creates every job's queue and, in a worker, runs their handlers; fails when a definition has no
   * handler. Jobs may be sent once this resolves.
   */
  async start(definitions: JobDefinition<unknown>[], handlers: RegisteredJob[]): Promise<void> {
    assertEveryJobHasHandler(definitions, handlers);
    this.jobNames = definitions.map((definition) => definition.name).sort();
    await this.boss.start();
    for (const definition of definitions) {
      await this.boss.createQueue(definition.name, {
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 10,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      });
    }
    if (this.options.work) {
      for (const { definition, handler } of handlers) {
        const workerId = await this.boss.work<unknown>(
          definition.name,
          {
            pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? definition.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
            ...(definition.concurrency ? { localConcurrency: definition.concurrency, batchSize: 4, burstWhenBatchFull: true } : {}),
          },
          async (jobs) => {
            for (const job of jobs) {
              // Cron-fired jobs carry no data: they get an empty payload.
              const { [REQUEST_ID_FIELD]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
              const payload = definition.payload.parse(data);
              const context = { ...(typeof requestId === "string" ? { requestId } : {}), job: { name: definition.name, id: job.id } };
              await runWithLogContext(context, () => handler(payload, { jobId: job.id, attempt: job.retryCount, signal: job.signal }));
            }
          },
        );
        this.workerIds.set(definition.name, workerId);
        if (definition.cron && this.schedulesCrons) await this.boss.schedule(definition.name, definition.cron);
      }
    }
    this.started = true;
  }

  async send<TPayload>(definition: JobDefinition<TPayload>, payload: TPayload, options: SendOptions = {}): Promise<string | null> {
    const requestId = currentRequestId();
    const parsed = definition.payload.parse(payload) as object;
    // The request (or the job) that sends it: its log lines carry the same id.
    const data = requestId ? { ...parsed, [REQUEST_ID_FIELD]: requestId } : parsed;
    const id = await this.boss.send(definition.name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.within ? { db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: rowsOf(await options.within!.execute(statementOf(text, values))) }) } } : {}),
    });
    // This process's own worker fetches the job now rather than at its next poll. Only for a job
    // due now: not one written in a transaction still open (the worker would not see it yet), and
    // not one with a start time, whatever it is. A job that re-sends itself for a time computed by
    // the app's clock (link polls) would otherwise run back to back without ever yielding when that
    // clock is behind the database's (tests, the dev clock).
    const workerId = this.workerIds.get(definition.name);
    if (id && workerId && !options.within && !options.startAfter) this.boss.notifyWorker(workerId);
    return id;
  }

  /** A job's state now (created, retry, active, completed, cancelled, failed); null when there is no such job. */
  async stateOf(id: string): Promise<string | null> {
    const { rows } = await this.boss.getDb().executeSql("select state from pgboss.job where id = $1", [id]);
    return (rows as { state: string }[])[0]?.state ?? null;
  }

  /** Fails when the queue's tables cannot be read, so health reflects a broken queue. */
  async check(): Promise<void> {
    await this.boss.getQueues();
  }

  /**
   * Open and failed jobs of every defined job name, counted now from the job table (pg-boss's own
   * per-queue counts are a cache refreshed by its monitor, and have no retrying count).
   */
  async countsByName(): Promise<JobCounts[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `select name,
         count(*) filter (where state = 'created' and start_after <= now())::int as waiting,
         count(*) filter (where state = 'created' and start_after > now())::int as scheduled,
         count(*) filter (where state = 'active')::int as active,
         count(*) filter (where state = 'retry')::int as retrying,
         count(*) filter (where state = 'failed')::int as failed
       from pgboss.job where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed')
       group by name`,
      [this.jobNames],
    );
    const byName = new Map((rows as JobCounts[]).map((row) => [row.name, row]));
    return this.jobNames.map((name) => byName.get(name) ?? { name, waiting: 0, scheduled: 0, active: 0, retrying: 0, failed: 0 });
  }

  /** Stops fetching new jobs and waits (up to the timeout) for the ones in flight. */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
  }
}

/** node-postgres answers a result object, PGlite's drizzle driver too; both carry `rows`. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

export function assertEveryJobHasHandler(definitions: JobDefinition<unknown>[], handlers: RegisteredJob[]): void {
  const handled = new Set(handlers.map((h) => h.definition.name));
  const missing = definitions.filter((d) => !handled.has(d.name)).map((d) => d.name);
  if (missing.length > 0) throw new Error(`Job definitions without a handler: ${missing.join(", ")}`);
}
