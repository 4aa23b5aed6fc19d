import { AsyncLocalStorage } from "node:async_hooks";

/** What a log line written now belongs to: the request being answered, or the job being run (and the request that sent it). */
export type LogContext = {
  requestId?: string;
  job?: { name: string; id: string };
  /** The publish item a job works on: every line written for it says which task, item, attempt and platform. */
  publishItem?: { taskId: number; itemId: number; attempt: number; platform: string };
};

const storage = new AsyncLocalStorage<LogContext>();

export function runWithLogContext<T>(context: LogContext, run: () => T): T {
  return storage.run(context, run);
}

/** The request id in force: the request being answered, or the one whose request sent the running job. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Fields added to every log line written inside a job (a pino `mixin`): the request that sent it,
 * the job's name and id. Request lines already carry `reqId` from Fastify's child logger.
 */
export function jobLogFields(): Record<string, string | number> {
  const store = storage.getStore();
  if (!store?.job) return {};
  return { ...(store.requestId ? { reqId: store.requestId } : {}), job: store.job.name, jobId: store.job.id, ...store.publishItem };
}

/** Runs `work` with the publish item's fields added to the current job's log context. */
export function withPublishItemLogContext<T>(item: NonNullable<LogContext["publishItem"]>, work: () => Promise<T>): Promise<T> {
  return storage.run({ ...storage.getStore(), publishItem: item }, work);
}
