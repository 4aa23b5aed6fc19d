import type { WebhookDeliveryPage } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const WEBHOOK_DELIVERIES_KEY = ["crm", "webhooks", "deliveries"] as const;

type DeliveriesQuery = { endpointId: number; page: number; pageSize: number };

/** GET /api/v1/webhooks/:id/deliveries: the endpoint's delivery log, newest first. */
export function getWebhookDeliveries({ endpointId, page, pageSize }: DeliveriesQuery): Promise<WebhookDeliveryPage> {
  return crmApi.request({ method: "GET", url: `/api/v1/webhooks/${endpointId}/deliveries`, params: { page, pageSize } });
}

/** Read again every few seconds while the log is open: deliveries and retries happen in the background. */
export const webhookDeliveriesQueryOptions = (query: DeliveriesQuery) =>
  queryOptions({ queryKey: [...WEBHOOK_DELIVERIES_KEY, query], queryFn: () => getWebhookDeliveries(query), placeholderData: keepPreviousData, refetchInterval: 5000 });

export function useWebhookDeliveries(query: DeliveriesQuery) {
  return useQuery(webhookDeliveriesQueryOptions(query));
}
