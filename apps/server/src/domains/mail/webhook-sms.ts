import type { SmsSender } from "./delivery.ts";

/**
 * The SMS provider adapter: POSTs `{ to, text, locale }` as JSON to `SMS_WEBHOOK_URL`, where a
 * small bridge (or a provider that accepts webhooks) delivers it. Any non-2xx answer is a failure.
 */
export function createWebhookSms(webhookUrl: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    kind: "webhook",
    async send(message) {
      const response = await fetchImpl(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: message.to, text: message.text, locale: message.locale }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
