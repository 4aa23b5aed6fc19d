import { hostname } from "node:os";
import { withPublishItemLogContext } from "../../log-context.ts";
import { traceCalls, type PlatformCall } from "../platforms/call-trace.ts";
import type { ClaimedItem } from "./item-lease.ts";
import type { ItemOutcome } from "./item-outcome.ts";
import type { NewCall, PublishingData } from "./publishing.data.ts";

export type JobLog = { info(object: object, message: string): void; error(object: object, message: string): void };

/** This process, as the call history names it. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

/**
 * Keeps the history of one run of an item (upload, status check or look for a post): every platform
 * call made inside it, each attempt apart, and a takeover of a stopped worker's lease, written when
 * the run ends; and one log line carrying the task, item, attempt and platform. A worker killed
 * mid-run loses its run's lines; the next run's takeover row says so.
 */
export function createItemJournal(deps: { data: Pick<PublishingData, "recordCalls">; log: () => JobLog; clock: () => Date }) {
  return function journaled(item: ClaimedItem, job: "run" | "poll", work: () => Promise<ItemOutcome | null>): Promise<void> {
    // Every line logged inside the run (the connectors' and the token refresh's too) says which item it is about.
    return withPublishItemLogContext({ taskId: item.taskId, itemId: item.id, attempt: item.attempt, platform: item.platform }, () => journal(item, job, work));
  };

  async function journal(item: ClaimedItem, job: "run" | "poll", work: () => Promise<ItemOutcome | null>): Promise<void> {
    const context = { taskId: item.taskId, itemId: item.id, attempt: item.attempt, platform: item.platform, step: job, worker: WORKER_NAME };
    const row = (call: Omit<PlatformCall, "at" | "outcome"> & { at?: Date; outcome: NewCall["outcome"] }): NewCall => ({
      itemId: item.id,
      attempt: item.attempt,
      worker: WORKER_NAME,
      takeover: item.takenOverFrom !== null,
      ...call,
      at: call.at ?? deps.clock(),
    });
    const calls: NewCall[] = [];
    if (item.takenOverFrom) {
      calls.push(row({ call: "lease", outcome: "takeover", httpStatus: null, errorClass: null, errorCode: null, durationMs: 0 }));
      deps.log().info({ ...context, previousOwner: item.takenOverFrom }, "publish item: took over the lease of a stopped worker");
    }
    let outcome: ItemOutcome | null = null;
    try {
      outcome = await traceCalls((call) => calls.push(row(call)), work);
    } catch (error) {
      deps.log().error({ ...context, err: error }, "publish item: run failed");
      throw error;
    } finally {
      if (calls.length > 0) await deps.data.recordCalls(calls).catch((error: unknown) => deps.log().error({ ...context, err: error }, "publish item: call history not written"));
    }
    if (outcome) {
      const reason = outcome.kind === "failed" || outcome.kind === "retry" || outcome.kind === "unverified" ? outcome.code : undefined;
      deps.log().info({ ...context, outcome: outcome.kind, ...(reason ? { reason } : {}), calls: calls.length }, "publish item: run ended");
    }
  }
}

export type ItemJournal = ReturnType<typeof createItemJournal>;
