import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { WEBHOOK_DELIVERIES_KEY } from "./webhook-deliveries.ts";

/** POST /api/v1/webhooks/deliveries/:id/redeliver: send a delivery again, its schedule started over. */
export function redeliverWebhook(id: number): Promise<null> {
  return crmApi.request({ method: "POST", url: `/api/v1/webhooks/deliveries/${id}/redeliver` });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeliverWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_KEY }) });
}
