import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

/** POST /api/v1/publish/tasks/:id/cancel: the items that have not started are cancelled. */
export function cancelPublishTask(id: number): Promise<{ cancelled: number }> {
  return crmApi.request({ method: "POST", url: `/api/v1/publish/tasks/${id}/cancel` });
}

export function useCancelPublishTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelPublishTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
