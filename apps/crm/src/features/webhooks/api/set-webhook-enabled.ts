import type { WebhookEndpoint } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { WEBHOOKS_KEY } from "./webhooks.ts";

/** POST /api/v1/webhooks/:id/enabled: turn an endpoint on or off. */
export function setWebhookEnabled({ id, enabled }: { id: number; enabled: boolean }): Promise<WebhookEndpoint> {
  return crmApi.request({ method: "POST", url: `/api/v1/webhooks/${id}/enabled`, data: { enabled } });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setWebhookEnabled, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}
