import type { webhookMessagesZh, webhookServerMessagesZh } from "./webhooks.ts";

/** English of `webhookMessagesZh` and `webhookServerMessagesZh`. */
export const webhookMessagesEn: Record<keyof typeof webhookMessagesZh | keyof typeof webhookServerMessagesZh, string> = {
  "validation.webhook.url": "Enter a full URL starting with http:// or https://",
  "validation.webhook.name.required": "Enter a name",
  "validation.webhook.name.tooLong": "The name can have at most 50 characters",
  "validation.webhook.description.tooLong": "The description can have at most 200 characters",
  "validation.webhook.events": "Choose at least one event",
  "webhook.httpsRequired": "A webhook URL must start with https://",
  "webhook.addressRefused": "This address points to this machine, a private network or a reserved range: it cannot receive webhooks",
  "webhook.tooMany": "Each account can have at most {max} webhook endpoints. Delete one you no longer use first.",
};
