import { apiErrorMessage } from "@cdp/api-client";
import type { MediaItem, PublishItem, PublishOptions, PublishTask, ResendTaskRequest } from "@cdp/contracts";
import { PublishTaskCard, publishItemViewOf, publishTaskViewOf, type ResendDraft } from "@cdp/ui/publish-task-card";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useCancelPublishTask } from "../api/cancel-publish-task.ts";
import { usePublishProgress } from "../api/publish-progress.ts";
import { usePublishTask } from "../api/publish-task.ts";
import { useRecentMedia } from "../api/recent-media.ts";
import { PUBLISH_TASKS_KEY } from "../api/publish-tasks.ts";
import { useResendPublishItem } from "../api/resend-publish-item.ts";
import { useResendPublishTask } from "../api/resend-publish-task.ts";

type RecordCardProps = { task: PublishTask; groupName?: string; defaultExpanded?: boolean };

/** One publish record wired to the API: its items when open, live progress while distributing, and its actions. */
export function RecordCard({ task, groupName, defaultExpanded = false }: RecordCardProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const progress = usePublishProgress(task.id, task.status === 0);
  const detail = usePublishTask(task.id, expanded);
  const resendTask = useResendPublishTask();
  const resendItem = useResendPublishItem();
  const cancel = useCancelPublishTask();
  const media = useRecentMedia();
  useFinishToast(task, progress.data?.status, progress.data?.counts);

  // A poll that saw the task finish brings the list and the items up to date.
  const finished = progress.data !== undefined && progress.data.status !== 0;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY, refetchType: "active" });
  }, [finished, queryClient]);

  const liveItems = new Map((progress.data?.items ?? []).map((item) => [item.id, item]));
  const mediaName = (item: PublishItem) => {
    const count = item.mediaIds.length;
    if (item.kind === "photo") return t`图集（${count} 张）`;
    const id = item.mediaIds[0] ?? 0;
    return media.get(id)?.fileName ?? t`视频 #${id}`;
  };
  const items = detail.data?.items.map((item) => publishItemViewOf(item, mediaName(item), liveItems.get(item.id)));

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toaster.create({ type: "success", title: done });
    } catch (error) {
      toaster.create({ type: "error", title: t`操作失败`, description: apiErrorMessage(error, t`请稍后重试`) });
    }
  };

  // The resend dialog shows a refusal (a rule the edit breaks) itself and stays open.
  const resent = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
    } catch (error) {
      throw new Error(apiErrorMessage(error, t`请稍后重试`));
    }
    toaster.create({ type: "success", title: done });
  };

  return (
    <PublishTaskCard
      task={publishTaskViewOf(task, { groupName, counts: progress.data?.counts, coverUrl: coverUrlOf(task, media, detail.data?.items[0]) })}
      items={items}
      itemsLoading={detail.isPending && expanded}
      itemsError={detail.isError ? detail.error.message : undefined}
      onRetryItems={() => void detail.refetch()}
      expanded={expanded}
      onExpandedChange={setExpanded}
      editResend
      onResendTask={(edits) => resent(() => resendTask.mutateAsync({ taskId: task.id, edits: editsOf(task, edits) }), t`失败的目标已重新发布`)}
      onResendItem={(itemId, { confirmNotPosted, edits }) =>
        resent(() => resendItem.mutateAsync({ taskId: task.id, itemId: Number(itemId), confirmNotPosted, edits: editsOf(task, edits) }), t`已重新发布`)
      }
      onCancel={() => act(() => cancel.mutateAsync(task.id), t`未开始的发布已取消`)}
    />
  );
}

/**
 * Says so when a task seen distributing finishes: all succeeded, or how many targets the platforms
 * refused or need verifying. Targets the operator cancelled are said apart: they are not failures.
 */
function useFinishToast(task: PublishTask, status: number | undefined, counts: PublishTask["counts"] | undefined) {
  const { t } = useLingui();
  const seenDistributing = useRef(task.status === 0);
  const cancelled = counts?.cancelled ?? 0;
  const failed = (counts?.failed ?? 0) - cancelled;
  const unverified = counts?.unverified ?? 0;
  const succeeded = counts?.succeeded ?? 0;
  useEffect(() => {
    if (status === 0) seenDistributing.current = true;
    if (status === undefined || status === 0 || !seenDistributing.current) return;
    seenDistributing.current = false;
    const name = task.name;
    const title = t`“${name}”发布完成`;
    if (failed > 0 && unverified > 0) {
      toaster.create({ type: "warning", title, description: t`${failed} 个目标发布失败，${unverified} 个目标需核实，可在明细中查看原因` });
    } else if (failed > 0) {
      const count = failed;
      toaster.create({ type: "warning", title, description: t`${count} 个目标发布失败，可在明细中查看原因并重发` });
    } else if (unverified > 0) {
      toaster.create({ type: "warning", title, description: t`${unverified} 个目标需核实：请到平台查看帖子是否已发布` });
    } else if (cancelled > 0 && succeeded > 0) {
      toaster.create({ type: "info", title, description: t`${cancelled} 个目标已取消，其余目标均已发布成功` });
    } else if (cancelled > 0) {
      toaster.create({ type: "info", title, description: t`${cancelled} 个目标已取消，没有发布` });
    } else {
      toaster.create({ type: "success", title, description: t`所有目标均已发布成功` });
    }
  }, [status, failed, unverified, cancelled, succeeded, task.name, t]);
}

/** The dialog's edits as the API takes them: options whole, with what the dialog does not edit kept from the task. */
function editsOf(task: PublishTask, edits: Partial<ResendDraft> | undefined): ResendTaskRequest {
  if (!edits) return {};
  const { options, ...texts } = edits;
  if (!options) return texts;
  return { ...texts, options: { ...(task.options as PublishOptions), ...options } };
}

/** The task's cover: its chosen image (YouTube thumbnail, or the image set's cover) when among the recent uploads. */
function coverUrlOf(task: PublishTask, media: ReadonlyMap<number, MediaItem>, firstItem?: PublishItem): string | undefined {
  const coverIndex = typeof task.options.coverIndex === "number" ? task.options.coverIndex : 0;
  const coverId = task.coverMediaId ?? (firstItem?.kind === "photo" ? firstItem.mediaIds[coverIndex] : undefined);
  const cover = coverId !== undefined ? media.get(coverId) : undefined;
  return cover?.type === "image" ? cover.url : undefined;
}
