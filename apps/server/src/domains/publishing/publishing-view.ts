import { isMessageKey, PUBLISH_TASK_TYPE_LABELS, translate, type Locale, type PublishItem, type PublishTask } from "@cdp/contracts";
import type { AttemptRow, CallRow, ItemRow, TaskWithCounts } from "./publishing.data.ts";
import { waitLabel } from "./wait-label.ts";

type Reasoned = { errorCode: string | null; errorKey: string | null; errorParams: Record<string, string | number> | null };

function errorOf(row: Reasoned, locale: Locale) {
  if (!row.errorCode && !row.errorKey) return null;
  const key = row.errorKey && isMessageKey(row.errorKey) ? row.errorKey : "error.PLATFORM_ERROR";
  return { code: row.errorCode ?? "unknown", reason: translate(locale, key, row.errorParams ?? {}) };
}

const statusOf = (value: number) => (value === 1 || value === 2 || value === 3 ? value : 0) as 0 | 1 | 2 | 3;

export function toPublishTask(row: TaskWithCounts, locale: Locale): PublishTask {
  const { counts } = row;
  return {
    id: row.id,
    type: row.type,
    typeLabel: PUBLISH_TASK_TYPE_LABELS[row.type][locale],
    platform: row.platform,
    name: row.name,
    title: row.title,
    description: row.description,
    coverMediaId: row.coverMediaId,
    options: row.options,
    sendType: row.sendType,
    groupId: row.groupId,
    intervalSeconds: row.intervalSeconds,
    startAt: row.startAt.toISOString(),
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    operatedAt: row.operatedAt.toISOString(),
    status: counts.distributing > 0 ? 0 : counts.failed > 0 ? 2 : counts.unverified > 0 ? 3 : 1,
    counts,
  };
}

/** `waits`: the task's zone and the time now, for why a waiting target waits and until when. */
export function toPublishItem(row: ItemRow & { accountName: string }, locale: Locale, history?: { attempts: AttemptRow[]; calls: CallRow[] }, waits?: { timeZone: string; now: Date }): PublishItem {
  const attempts = history?.attempts;
  return {
    id: row.id,
    taskId: row.taskId,
    accountId: row.accountId,
    accountName: row.accountName,
    platform: row.platform,
    kind: row.kind,
    mediaIds: row.mediaIds,
    title: row.title,
    ...(attempts ? { description: row.description } : {}),
    status: statusOf(row.status),
    phase: row.phase,
    phaseLabel: waitLabel(row, { locale, timeZone: waits?.timeZone ?? "UTC", now: waits?.now ?? new Date() }),
    scheduledAt: row.scheduledAt.toISOString(),
    attempt: row.attempt,
    uploadedBytes: row.uploadedBytes,
    totalBytes: row.totalBytes,
    publishId: row.publishId,
    postId: row.postId,
    postUrl: row.postUrl,
    linkPending: row.linkPending,
    error: errorOf(row, locale),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...(attempts
      ? {
          attempts: attempts.map((attempt) => ({
            attempt: attempt.attempt,
            status: statusOf(attempt.status),
            publishId: attempt.publishId,
            error: errorOf(attempt, locale),
            startedAt: attempt.startedAt.toISOString(),
            finishedAt: attempt.finishedAt?.toISOString() ?? null,
            ...(attempt.title !== null ? { title: attempt.title } : {}),
            ...(attempt.description !== null ? { description: attempt.description } : {}),
            ...(attempt.options !== null ? { options: attempt.options } : {}),
          })),
          calls: (history?.calls ?? []).map((call) => ({
            at: call.at.toISOString(),
            attempt: call.attempt,
            call: call.call,
            outcome: call.outcome,
            httpStatus: call.httpStatus,
            errorClass: call.errorClass,
            errorCode: call.errorCode,
            durationMs: call.durationMs,
            worker: call.worker,
            takeover: call.takeover,
          })),
        }
      : {}),
  };
}
