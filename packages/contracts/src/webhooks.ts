import { z } from "zod";
import { pageQueryShape, recordIdParamSchema, recordIdSchema } from "./primitives.ts";

/** What an endpoint may subscribe to; `ping` is only sent by 发送测试 and needs no subscription. */
export const WEBHOOK_EVENT_TYPES = ["target.succeeded", "target.failed", "task.finished", "account.reauthorization_required"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_PING = "ping";

/** Every signing secret starts with this, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** How many endpoints one operator may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_NAME_MAX_LENGTH = 50;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** Headers of every delivery: the event id (receivers dedupe by it) and `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export const WEBHOOK_EVENT_ID_HEADER = "X-CDP-Event-Id";
export const WEBHOOK_SIGNATURE_HEADER = "X-CDP-Signature";

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export const webhookEndpointInputSchema = z.object({
  url: z
    .string({ error: "validation.webhook.url" })
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH, { error: "validation.webhook.url" })
    .refine(isHttpUrl, { error: "validation.webhook.url" }),
  name: z
    .string({ error: "validation.webhook.name.required" })
    .trim()
    .min(1, { error: "validation.webhook.name.required", abort: true })
    .max(WEBHOOK_NAME_MAX_LENGTH, { error: "validation.webhook.name.tooLong" }),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, { error: "validation.webhook.description.tooLong" }).default(""),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "validation.webhook.events" }), { error: "validation.webhook.events" })
    .min(1, { error: "validation.webhook.events" })
    .max(WEBHOOK_EVENT_TYPES.length, { error: "validation.webhook.events" }),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: recordIdSchema,
  url: z.string(),
  name: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** `failures`: turned off by the server after a long run of failed attempts (the operator was emailed). */
  disabledReason: z.enum(["failures"]).nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ list: z.array(webhookEndpointSchema), max: z.number().int() });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The signing secret (on creation, reveal and rotation). */
export const webhookSecretSchema = z.object({ secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;
export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointIdParamsSchema = z.object({ id: recordIdParamSchema });
export const webhookDeliveryIdParamsSchema = z.object({ id: recordIdParamSchema });
export const webhookDeliveryPageQuerySchema = z.object(pageQueryShape);
export type WebhookDeliveryPageQuery = z.input<typeof webhookDeliveryPageQuerySchema>;

/** One event for one endpoint in the delivery log, with its latest attempt. */
export const webhookDeliverySchema = z.object({
  id: recordIdSchema,
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** Why the last attempt had no answer: `timeout`, `refused_address`, `redirect`, `endpoint_disabled` or a network error's code. */
  error: z.string().nullable(),
  /** The start of the receiver's answer (at most 500 characters). */
  response: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = z.object({ list: z.array(webhookDeliverySchema), total: z.number().int() });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** One attempt of a delivery (the log's detail). */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  response: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export const webhookAttemptListSchema = z.object({ list: z.array(webhookAttemptSchema) });
export type WebhookAttemptList = z.infer<typeof webhookAttemptListSchema>;
