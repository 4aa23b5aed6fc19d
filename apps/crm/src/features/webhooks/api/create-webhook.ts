import { webhookEndpointInputSchema, type CreatedWebhookEndpoint, type WebhookEndpointInput } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { WEBHOOKS_KEY } from "./webhooks.ts";

export const webhookInputSchema = webhookEndpointInputSchema;

/** POST /api/v1/webhooks: a new endpoint and its signing secret. */
export function createWebhook(input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  return crmApi.request({ method: "POST", url: "/api/v1/webhooks", data: webhookInputSchema.parse(input) });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}
