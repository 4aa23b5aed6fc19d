import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { WEBHOOKS_KEY } from "./webhooks.ts";

/** DELETE /api/v1/webhooks/:id: the endpoint and its delivery log. */
export function deleteWebhook(id: number): Promise<null> {
  return crmApi.request({ method: "DELETE", url: `/api/v1/webhooks/${id}` });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}
