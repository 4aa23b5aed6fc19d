import type { z } from "zod";

/**
 * A job is a definition (name, payload schema, queue options, optional cron schedule) plus a
 * handler registered separately; start-up fails if a definition has no handler.
 */
export type JobDefinition<TPayload> = {
  name: string;
  payload: z.ZodType<TPayload>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /**
   * Jobs of this definition one process works on at once (default 1), each worker fetching a few at a
   * time and fetching again at once while the queue is full (the publishing jobs are many and short).
   */
  concurrency?: number;
  /** Cron expression (UTC) on which the queue enqueues this job by itself. */
  cron?: string;
  /**
   * How often an idle worker looks for these jobs (default 2 s); each look is a query. A job this
   * process sends wakes its own worker at once, so a longer interval only delays the jobs the cron
   * schedule fires and those another process sends: meant for scheduled housekeeping.
   */
  pollingIntervalSeconds?: number;
};

/** The polling interval of scheduled housekeeping jobs, for which half a minute late is on time. */
export const HOUSEKEEPING_POLLING_SECONDS = 30;

export type JobContext = { jobId: string; attempt: number; signal: AbortSignal };

export type JobHandler<TPayload> = (payload: TPayload, context: JobContext) => Promise<void>;

export type RegisteredJob<TPayload = unknown> = {
  definition: JobDefinition<TPayload>;
  handler: JobHandler<TPayload>;
};

export function defineJob<TPayload>(definition: JobDefinition<TPayload>): JobDefinition<TPayload> {
  return definition;
}

export function registerJob<TPayload>(definition: JobDefinition<TPayload>, handler: JobHandler<TPayload>): RegisteredJob {
  return { definition, handler } as RegisteredJob;
}
