import { resendTaskRequestSchema, type ResendTaskRequest } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

/** `edits`: a new title or description for every failed target, or the task's whole options; absent: what failed goes again. */
export type ResendTaskInput = { taskId: number; edits?: ResendTaskRequest };

/** POST /api/v1/publish/tasks/:id/resend (重发任务): the task's failed items go again, each as a new attempt, edited or not. */
export function resendPublishTask({ taskId, edits = {} }: ResendTaskInput): Promise<{ resent: number }> {
  return crmApi.request({ method: "POST", url: `/api/v1/publish/tasks/${taskId}/resend`, data: resendTaskRequestSchema.parse(edits) });
}

export function useResendPublishTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendPublishTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
