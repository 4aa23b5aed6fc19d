import { apiErrorMessage } from "@cdp/api-client";
import type { AdminTask, AdminTaskDetail } from "@cdp/contracts";
import { PublishTaskCard, publishItemViewOf, publishTaskViewOf } from "@cdp/ui/publish-task-card";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useAdminTaskDetail, useRetryAdminTask } from "../api/admin-tasks.ts";

/** One operator's task in the back-office: its owner first, its items once expanded, 重发任务 with a confirm. */
export function AdminTaskCard({ task }: { task: AdminTask }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const detail = useAdminTaskDetail(task.id, expanded);
  const retry = useRetryAdminTask();
  const owner = task.owner.nickname ? `${task.owner.nickname}（${task.owner.email ?? "—"}）` : (task.owner.email ?? "—");

  const mediaName = (item: AdminTaskDetail["items"][number]) => {
    const count = item.mediaIds.length;
    const id = item.mediaIds[0] ?? 0;
    if (item.kind === "photo") return t`图集（${count} 张）`;
    return item.mediaNames[0] ?? t`视频 #${id}`;
  };

  const resend = async () => {
    try {
      const envelope = await retry.mutateAsync(task.id);
      const resent = envelope.data.resent;
      toaster.create({ type: "success", title: t`已重新发布 ${resent} 个失败的目标` });
    } catch (error) {
      toaster.create({ type: "error", title: t`重发失败`, description: apiErrorMessage(error, t`请稍后重试`) });
    }
  };

  return (
    <PublishTaskCard
      task={publishTaskViewOf(task, { coverUrl: task.coverUrl ?? undefined })}
      leadingFacts={[{ label: t`所属用户`, value: owner }]}
      items={detail.data?.items.map((item) => publishItemViewOf(item, mediaName(item)))}
      itemsLoading={expanded && detail.isPending}
      itemsError={detail.isError ? detail.error.message : undefined}
      onRetryItems={() => void detail.refetch()}
      expanded={expanded}
      onExpandedChange={setExpanded}
      onResendTask={resend}
    />
  );
}
