import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import { webhookDisabledEmail } from "./webhook-disabled-email.ts";
import { webhookBody } from "./webhook-body.ts";
import { sendWebhook } from "./webhook-sender.ts";
import { signatureHeader } from "./webhook-signature.ts";
import type { WebhooksData } from "./webhooks.data.ts";
import { nextRetryDelayMs } from "./retry-schedule.ts";
import type { WebhookSettings } from "./webhook-settings.ts";
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from "@cdp/contracts";

export type DeliveryEffects = {
  enqueue: (deliveryId: number, within: AppDb, at?: Date) => Promise<void>;
  email: (message: ReturnType<typeof webhookDisabledEmail>, within: AppDb) => Promise<void>;
};

/** Runs one attempt of a delivery: claims it, signs and sends the event, records the answer and what comes next. */
export function createWebhookDelivery(deps: { data: WebhooksData; settings: WebhookSettings; clock: Clock; openSecret: (sealed: string) => string; effects: DeliveryEffects; crmOrigin: () => string }) {
  const { data, settings, clock } = deps;
  return async function deliver(deliveryId: number): Promise<void> {
    const now = clock();
    // The claim outlives the attempt's timeout: a worker killed mid-attempt frees it soon after.
    const claimed = await data.claim(deliveryId, now, new Date(now.getTime() + settings.timeoutMs + settings.leaseMarginMs));
    if (!claimed) return;
    const body = webhookBody(claimed.event);
    const unix = Math.floor(clock().getTime() / 1000);
    const headers = { [WEBHOOK_EVENT_ID_HEADER]: claimed.event.id, [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(deps.openSecret(claimed.endpoint.secretSealed), body, unix) };
    const result = await sendWebhook(claimed.endpoint.url, body, headers, { timeoutMs: settings.timeoutMs, wallLimitMs: settings.attemptWallLimitMs, guardAddresses: settings.guardAddresses });
    const at = clock();
    const delay = result.ok ? null : nextRetryDelayMs(claimed.delivery.failuresInRow + 1, settings.retryScheduleMs);
    await data.recordAttempt(
      claimed,
      { statusCode: result.statusCode, durationMs: result.durationMs, error: result.error, response: result.response },
      at,
      { succeeded: result.ok, retryAt: delay === null ? null : new Date(at.getTime() + delay) },
      { disableAfterFailures: settings.disableAfterFailures, disableAfterMs: settings.disableAfterMs },
      {
        enqueue: (id, within, retryAt) => deps.effects.enqueue(id, within, retryAt),
        onDisabled: (endpoint, within) => deps.effects.email(webhookDisabledEmail(endpoint, deps.crmOrigin()), within),
      },
    );
  };
}
