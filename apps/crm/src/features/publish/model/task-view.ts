import type { PublishItem, PublishTask } from "@cdp/contracts";
import type { PublishItemPhase, PublishItemView, PublishTaskView } from "@cdp/ui/publish-task-card";
import type { PublishProgress } from "../api/publish-progress.ts";

const PHASES: Record<PublishItem["phase"], PublishItemPhase> = {
  waiting: "waiting",
  waiting_quota: "waitingQuota",
  uploading: "uploading",
  processing: "processing",
  published: "published",
  failed: "failed",
};

type ProgressItem = PublishProgress["items"][number];

/** A task of the records API as the task card draws it; live counts from the progress poll win. */
export function toTaskView(task: PublishTask, groupName: string | undefined, progress?: PublishProgress, coverUrl?: string): PublishTaskView {
  const counts = progress?.counts ?? task.counts;
  return {
    id: String(task.id),
    name: task.name,
    type: task.type,
    title: task.title,
    coverUrl,
    sendType: task.sendType === "group" ? "group" : "account",
    groupName,
    intervalSeconds: task.intervalSeconds,
    createdAt: task.createdAt,
    operatedAt: task.operatedAt,
    counts: { distributing: counts.distributing, succeeded: counts.succeeded, failed: counts.failed },
  };
}

/** An item of the task detail as the items table draws it, with its live phase and bytes when polled. */
export function toItemView(item: PublishItem, mediaName: string, live?: ProgressItem): PublishItemView {
  const current = { ...item, ...live };
  return {
    id: String(item.id),
    accountName: item.accountName,
    platform: item.platform,
    mediaName,
    status: current.status,
    phase: PHASES[current.phase],
    uploadedBytes: current.uploadedBytes,
    totalBytes: current.totalBytes,
    scheduledAt: item.scheduledAt,
    failureReason: current.error?.reason ?? null,
    postUrl: current.postUrl,
    attempts: item.attempt,
  };
}
