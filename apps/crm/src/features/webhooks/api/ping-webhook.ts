import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { WEBHOOK_DELIVERIES_KEY } from "./webhook-deliveries.ts";

/** POST /api/v1/webhooks/:id/ping: a test `ping` event to this endpoint alone. */
export function pingWebhook(id: number): Promise<{ eventId: string }> {
  return crmApi.request({ method: "POST", url: `/api/v1/webhooks/${id}/ping` });
}

export function usePingWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pingWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_KEY }) });
}
