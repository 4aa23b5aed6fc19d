import type { PublishStarted } from "../platforms/platform-adapter.ts";
import { isPlatformError } from "../platforms/platform-error.ts";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { ItemLeases } from "./item-lease.ts";
import type { PublishingTuning } from "./publishing-tuning.ts";
import type { ItemRow, PublishingData } from "./publishing.data.ts";

/** How one run (upload, status check or look for a post) of an item ended. */
export type ItemOutcome =
  | { kind: "published"; publishId: string | null; postId: string | null; postUrl: string | null; linkPending?: boolean }
  | { kind: "processing"; publishId: string }
  | { kind: "retry"; code: string; key: string; params: Record<string, string | number>; retryAfterMs: number | null }
  | { kind: "quota"; retryAfterMs: number | null }
  | { kind: "failed"; code: string; key: string; params?: Record<string, string | number> }
  /** The answer to the call that creates the post was lost: look for the post on the platform (from `since`). */
  | { kind: "verify"; since: Date }
  /**
   * The platform was read for the whole look and shows no post: the creating call never took effect,
   * so it is made again (bounded by the upload's retries), then fails as not posted.
   */
  | { kind: "absent" }
  /** The platform may have the post but cannot be read to tell: status 3 (需核实), for the operator to check. */
  | { kind: "unverified"; code: string; key: string }
  /** Nothing to write: a slow link check, or a look for a post, that found nothing yet. */
  | { kind: "unchanged"; checkAgainAt: Date | null };

export const failed = (code: string, key: string, params: Record<string, string | number> = {}): ItemOutcome => ({ kind: "failed", code, key, params });

/** What a started publication means for the item. */
export function outcomeOfStarted(started: PublishStarted): ItemOutcome {
  if (started.publishId === null) return { kind: "verify", since: started.result.since };
  const result = started.result;
  if (result?.state === "published") return { kind: "published", publishId: started.publishId, postId: result.postId, postUrl: result.postUrl };
  if (result?.state === "failed") return failed(result.error.platformCode, result.error.messageKey, result.error.params);
  return { kind: "processing", publishId: started.publishId };
}

/** A thrown error as an outcome: platform errors by their kind; anything else (a bug, a database hiccup) retries, bounded. */
export function outcomeOfError(error: unknown): ItemOutcome {
  if (isPlatformError(error)) {
    switch (error.kind) {
      case "retryable":
        return { kind: "retry", code: error.platformCode, key: error.messageKey, params: error.params, retryAfterMs: error.retryAfterMs };
      case "quota":
        return { kind: "quota", retryAfterMs: error.retryAfterMs };
      case "reconnect":
      case "permanent":
        return failed(error.platformCode, error.messageKey, error.params);
    }
  }
  return { kind: "retry", code: "internal", key: "error.INTERNAL", params: {}, retryAfterMs: null };
}

/** When a creating call may have gone out without its answer being kept (the begun marks on the resume state). */
export function creatingCallMark(item: Pick<ItemRow, "resumeState">): Date | null {
  const mark = item.resumeState?.photoInitAt ?? item.resumeState?.finalChunkAt;
  return typeof mark === "string" ? new Date(mark) : null;
}

/** `within`: a transaction to write the job in (it exists exactly when the rows it works on do). */
export type Enqueue = { run(itemId: number, at: Date, within?: AppDb): Promise<void>; poll(itemId: number, at: Date): Promise<void> };

/** Writes an outcome under the item's lease, gives the lease up, and queues what comes next. */
export function createOutcomeWriter(deps: { db: AppDb; leases: ItemLeases; data: Pick<PublishingData, "finishAttempt">; enqueue: Enqueue; clock: Clock; tuning: PublishingTuning }) {
  const { leases, tuning } = deps;
  const later = (ms: number) => new Date(deps.clock().getTime() + ms);

  /** The item's outcome and its attempt's, in one transaction: a crash between them left the attempt open beside a finished item. */
  async function finish(item: ItemRow, owner: string, status: 1 | 2 | 3, changes: Parameters<ItemLeases["release"]>[2]) {
    const now = deps.clock();
    return deps.db.transaction(async (tx) => {
      const within = tx as unknown as AppDb;
      const row = await leases.release(item.id, owner, { ...changes, status, finishedAt: item.finishedAt ?? now }, now, within);
      await deps.data.finishAttempt(row, { status, publishId: row.publishId, errorCode: row.errorCode, errorKey: row.errorKey, errorParams: row.errorParams }, now, within);
      return row;
    });
  }

  async function toVerify(item: ItemRow, owner: string, since: Date) {
    const at = later(tuning.verifyIntervalMs);
    const pollUntil = item.phase === "verifying" && item.pollUntil ? item.pollUntil : new Date(since.getTime() + tuning.verifyForMs);
    await leases.release(item.id, owner, { phase: "verifying", pollUntil, scheduledAt: at }, deps.clock());
    await deps.enqueue.poll(item.id, at);
  }

  /** The upload's retries are used up: a publication the platform may hold goes to the status check or the look for it, never to "failed". */
  async function uploadRetriesUsedUp(item: ItemRow, owner: string, outcome: Extract<ItemOutcome, { kind: "retry" }>) {
    const mark = creatingCallMark(item);
    if (item.publishId && item.platform === "tiktok") {
      await leases.release(item.id, owner, { phase: "processing", pollUntil: item.pollUntil ?? later(tuning.pollBudgetMs) }, deps.clock());
      await deps.enqueue.poll(item.id, later(tuning.pollIntervalMs));
    } else if (mark && !item.publishId) await toVerify(item, owner, mark);
    else await finish(item, owner, 2, { phase: "failed", errorCode: outcome.code, errorKey: outcome.key, errorParams: outcome.params });
  }

  return {
    /** `next`: which job continues the item after a transient failure (the upload or the status check). */
    async apply(item: ItemRow, owner: string, outcome: ItemOutcome, next: "run" | "poll"): Promise<void> {
      const now = deps.clock();
      switch (outcome.kind) {
        case "published": {
          await finish(item, owner, 1, {
            phase: "published",
            publishId: outcome.publishId ?? item.publishId,
            postId: outcome.postId,
            postUrl: outcome.postUrl,
            linkPending: outcome.linkPending ?? false,
            pollUntil: outcome.linkPending ? later(tuning.linkCheckForMs) : null,
            uploadedBytes: item.totalBytes,
            errorCode: null,
            errorKey: null,
            errorParams: null,
          });
          if (outcome.linkPending) await deps.enqueue.poll(item.id, later(tuning.linkCheckIntervalMs));
          return;
        }
        case "processing": {
          await leases.release(item.id, owner, { phase: "processing", publishId: outcome.publishId, pollUntil: item.pollUntil ?? later(tuning.pollBudgetMs), uploadedBytes: item.totalBytes }, now);
          await deps.enqueue.poll(item.id, later(tuning.pollIntervalMs));
          return;
        }
        case "retry": {
          if (next === "poll") {
            const pollFailures = item.pollFailures + 1;
            // The platform holds (or may hold) this post: status checks that keep failing never fail it.
            if (pollFailures > tuning.maxPollFailures) {
              await finish(item, owner, 3, { phase: "unverified", pollFailures, errorCode: outcome.code, errorKey: "publish.statusUnreadable", errorParams: {} });
              return;
            }
            const at = later(Math.max(Math.min(tuning.retryBaseMs * 2 ** (pollFailures - 1), tuning.retryMaxMs), outcome.retryAfterMs ?? 0));
            await leases.release(item.id, owner, { pollFailures, scheduledAt: at, errorCode: outcome.code, errorKey: outcome.key, errorParams: outcome.params }, now);
            await deps.enqueue.poll(item.id, at);
            return;
          }
          const retries = item.retries + 1;
          if (retries > tuning.maxRetries) return uploadRetriesUsedUp(item, owner, outcome);
          const backoff = Math.min(tuning.retryBaseMs * 2 ** (retries - 1), tuning.retryMaxMs);
          const at = later(Math.max(backoff, outcome.retryAfterMs ?? 0));
          await leases.release(item.id, owner, { retries, scheduledAt: at, errorCode: outcome.code, errorKey: outcome.key, errorParams: outcome.params }, now);
          await deps.enqueue.run(item.id, at);
          return;
        }
        case "quota": {
          const at = later(outcome.retryAfterMs ?? tuning.quotaWaitMs);
          const waitingPhase = item.phase === "processing" || item.phase === "verifying" ? item.phase : "waiting_quota";
          await leases.release(item.id, owner, { phase: waitingPhase, scheduledAt: at }, now);
          await (next === "run" ? deps.enqueue.run(item.id, at) : deps.enqueue.poll(item.id, at));
          return;
        }
        case "failed":
          await finish(item, owner, 2, { phase: "failed", errorCode: outcome.code, errorKey: outcome.key, errorParams: outcome.params ?? {} });
          return;
        case "verify":
          await toVerify(item, owner, outcome.since);
          return;
        case "unverified":
          await finish(item, owner, 3, { phase: "unverified", errorCode: outcome.code, errorKey: outcome.key, errorParams: {} });
          return;
        case "absent": {
          const retries = item.retries + 1;
          if (retries > tuning.maxRetries) {
            await finish(item, owner, 2, { phase: "failed", errorCode: "not_posted", errorKey: "publish.notPosted", errorParams: {} });
            return;
          }
          // The begun mark goes: nothing of it is on the platform, so the next run may create the post.
          await leases.release(item.id, owner, { phase: "waiting", resumeState: null, pollUntil: null, retries, scheduledAt: now, errorCode: "not_posted", errorKey: "publish.notPostedRetry", errorParams: {} }, now);
          await deps.enqueue.run(item.id, now);
          return;
        }
        case "unchanged":
          // A look for a post comes back at its time, not with the sweeper's overdue checks.
          await leases.release(item.id, owner, item.phase === "verifying" && outcome.checkAgainAt ? { scheduledAt: outcome.checkAgainAt } : {}, now);
          if (outcome.checkAgainAt) await deps.enqueue.poll(item.id, outcome.checkAgainAt);
          return;
      }
    },
  };
}

export type OutcomeWriter = ReturnType<typeof createOutcomeWriter>;
