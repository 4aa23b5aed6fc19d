import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

export type ResendItemInput = { taskId: number; itemId: number };

/** POST /api/v1/publish/tasks/:id/items/:itemId/resend: one failed target goes again as a new attempt. */
export function resendPublishItem({ taskId, itemId }: ResendItemInput): Promise<{ resent: number }> {
  return crmApi.request({ method: "POST", url: `/api/v1/publish/tasks/${taskId}/items/${itemId}/resend` });
}

export function useResendPublishItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendPublishItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
