import { useLingui } from "@lingui/react/macro";
import { useLeaveGuard } from "./use-leave-guard.ts";
import type { usePublishDraft } from "./use-publish-draft.ts";
import { useSendTasks } from "./use-send-tasks.ts";

/**
 * A publish screen's send with its draft: leaving asks first while files upload or the draft has
 * unsaved changes; once the tasks are created the draft is done with and the way to 发布记录 is open.
 */
export function useDraftedSend(draft: Pick<ReturnType<typeof usePublishDraft>, "unsaved" | "finish">, uploading: boolean) {
  const { t } = useLingui();
  const leave = useLeaveGuard(uploading ? t`文件还在上传，离开页面会中断上传。确定离开吗？` : draft.unsaved ? t`草稿还有未保存的修改，离开后这些修改会丢失。确定离开吗？` : null);
  return useSendTasks(async () => {
    leave.release();
    await draft.finish();
  });
}
