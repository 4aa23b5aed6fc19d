import type { WebhookAttemptList } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { WEBHOOK_DELIVERIES_KEY } from "./webhook-deliveries.ts";

/** GET /api/v1/webhooks/deliveries/:id/attempts: every attempt of one delivery, oldest first. */
export function getWebhookAttempts(deliveryId: number): Promise<WebhookAttemptList> {
  return crmApi.request({ method: "GET", url: `/api/v1/webhooks/deliveries/${deliveryId}/attempts` });
}

export const webhookAttemptsQueryOptions = (deliveryId: number) =>
  queryOptions({ queryKey: [...WEBHOOK_DELIVERIES_KEY, "attempts", deliveryId], queryFn: () => getWebhookAttempts(deliveryId) });

export function useWebhookAttempts(deliveryId: number) {
  return useQuery(webhookAttemptsQueryOptions(deliveryId));
}
