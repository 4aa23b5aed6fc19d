import type { WebhookEndpointList } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const WEBHOOKS_KEY = ["crm", "webhooks"] as const;

/** GET /api/v1/webhooks: the operator's endpoints (never their secrets). */
export function getWebhooks(): Promise<WebhookEndpointList> {
  return crmApi.request({ method: "GET", url: "/api/v1/webhooks" });
}

export const webhooksQueryOptions = () => queryOptions({ queryKey: WEBHOOKS_KEY, queryFn: getWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
