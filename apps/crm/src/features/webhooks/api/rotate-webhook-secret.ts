import type { WebhookSecret } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** POST /api/v1/webhooks/:id/secret/rotate: a new secret; the old one stops signing at once. */
export function rotateWebhookSecret(id: number): Promise<WebhookSecret> {
  return crmApi.request({ method: "POST", url: `/api/v1/webhooks/${id}/secret/rotate` });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
