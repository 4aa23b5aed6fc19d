import { resendItemRequestSchema, type ResendTaskRequest } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

/** `confirmNotPosted`: the operator checked on the platform that a 需核实 (status 3) target's post is not there. */
/** `edits`: the target's new title or description, or the task's whole options. */
export type ResendItemInput = { taskId: number; itemId: number; confirmNotPosted?: boolean; edits?: ResendTaskRequest };

/**
 * POST /api/v1/publish/tasks/:id/items/:itemId/resend: one failed target goes again as a new attempt. A
 * 需核实 target goes again only with `confirmNotPosted: true`; without it the server refuses.
 */
export function resendPublishItem({ taskId, itemId, confirmNotPosted = false, edits = {} }: ResendItemInput): Promise<{ resent: number }> {
  return crmApi.request({
    method: "POST",
    url: `/api/v1/publish/tasks/${taskId}/items/${itemId}/resend`,
    data: resendItemRequestSchema.parse({ ...edits, confirmNotPosted }),
  });
}

export function useResendPublishItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendPublishItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
