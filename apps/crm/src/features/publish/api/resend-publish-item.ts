import { resendItemRequestSchema } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

/** `confirmNotPosted`: the operator checked on the platform that a 需核实 (status 3) target's post is not there. */
export type ResendItemInput = { taskId: number; itemId: number; confirmNotPosted?: boolean };

/**
 * POST /api/v1/publish/tasks/:id/items/:itemId/resend: one failed target goes again as a new attempt. A
 * 需核实 target goes again only with `confirmNotPosted: true`; without it the server refuses.
 */
export function resendPublishItem({ taskId, itemId, confirmNotPosted = false }: ResendItemInput): Promise<{ resent: number }> {
  return crmApi.request({
    method: "POST",
    url: `/api/v1/publish/tasks/${taskId}/items/${itemId}/resend`,
    data: resendItemRequestSchema.parse({ confirmNotPosted }),
  });
}

export function useResendPublishItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendPublishItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
