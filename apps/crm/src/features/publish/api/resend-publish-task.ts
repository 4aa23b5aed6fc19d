import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

/** POST /api/v1/publish/tasks/:id/resend (重发任务): the task's failed items go again, each as a new attempt. */
export function resendPublishTask(id: number): Promise<{ resent: number }> {
  return crmApi.request({ method: "POST", url: `/api/v1/publish/tasks/${id}/resend` });
}

export function useResendPublishTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendPublishTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
