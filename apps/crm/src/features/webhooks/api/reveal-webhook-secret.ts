import type { WebhookSecret } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** GET /api/v1/webhooks/:id/secret: the signing secret, asked for when the operator reveals it (never cached). */
export function revealWebhookSecret(id: number): Promise<WebhookSecret> {
  return crmApi.request({ method: "GET", url: `/api/v1/webhooks/${id}/secret` });
}

export function useRevealWebhookSecret() {
  return useMutation({ mutationFn: revealWebhookSecret });
}
