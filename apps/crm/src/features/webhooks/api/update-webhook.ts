import { webhookEndpointInputSchema, type WebhookEndpoint, type WebhookEndpointInput } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { WEBHOOKS_KEY } from "./webhooks.ts";

/** PUT /api/v1/webhooks/:id: URL, name, description, events and state. */
export function updateWebhook({ id, input }: { id: number; input: WebhookEndpointInput }): Promise<WebhookEndpoint> {
  return crmApi.request({ method: "PUT", url: `/api/v1/webhooks/${id}`, data: webhookEndpointInputSchema.parse(input) });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}
