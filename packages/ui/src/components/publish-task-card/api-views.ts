import { publishOptionsSchema, type PublishItem, type PublishTask } from "@cdp/contracts";
import type { PublishItemPhase, PublishItemView, PublishTaskView } from "./types";

const PHASES: Record<PublishItem["phase"], PublishItemPhase> = {
  waiting: "waiting",
  waiting_quota: "waitingQuota",
  uploading: "uploading",
  processing: "processing",
  verifying: "verifying",
  published: "published",
  failed: "failed",
  unverified: "unverified",
};

/** What a live progress poll knows of an item, newer than the task detail's copy. */
export type PublishItemLive = Partial<Pick<PublishItem, "status" | "phase" | "phaseLabel" | "uploadedBytes" | "totalBytes" | "postUrl" | "error">>;

/** A task of the publishing API as the task card draws it; live counts (from a progress poll) win. */
export function publishTaskViewOf(task: PublishTask, extra: { groupName?: string; counts?: PublishTask["counts"]; coverUrl?: string } = {}): PublishTaskView {
  const counts = extra.counts ?? task.counts;
  return {
    id: String(task.id),
    name: task.name,
    type: task.type,
    title: task.title,
    coverUrl: extra.coverUrl,
    sendType: task.sendType === "group" ? "group" : "account",
    groupName: extra.groupName,
    intervalSeconds: task.intervalSeconds,
    createdAt: task.createdAt,
    operatedAt: task.operatedAt,
    options: optionsOf(task.options),
    description: task.description,
    platform: task.platform,
    counts: { distributing: counts.distributing, succeeded: counts.succeeded, failed: counts.failed, unverified: counts.unverified, cancelled: counts.cancelled },
  };
}

/** An item of a task detail as the items table draws it, with its live phase and bytes when polled. */
export function publishItemViewOf(item: PublishItem, mediaName: string, live?: PublishItemLive): PublishItemView {
  const current = { ...item, ...live };
  return {
    id: String(item.id),
    accountName: item.accountName,
    platform: item.platform,
    mediaName,
    status: current.status,
    // A target cancelled before it started keeps status 2 (the spec's four statuses) but reads 已取消, not 失败.
    phase: current.phase === "failed" && current.error?.code === "cancelled" ? "canceled" : PHASES[current.phase],
    phaseLabel: current.phaseLabel,
    uploadedBytes: current.uploadedBytes,
    totalBytes: current.totalBytes,
    scheduledAt: item.scheduledAt,
    failureReason: current.error?.reason ?? null,
    postUrl: current.postUrl,
    attempts: item.attempt,
    calls: item.calls,
    title: item.title,
    description: item.description,
    kind: item.kind,
    imageCount: item.kind === "photo" ? item.mediaIds.length : undefined,
  };
}

/** The editable options of a task as stored (the contract's defaults where absent). */
function optionsOf(options: PublishTask["options"]): PublishTaskView["options"] {
  const parsed = publishOptionsSchema.safeParse(options);
  if (!parsed.success) return undefined;
  const { privacy, tags, allowComment, allowDuet, allowStitch } = parsed.data;
  return { privacy, tags, allowComment, allowDuet, allowStitch };
}
