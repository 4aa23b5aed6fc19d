import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEventType } from "@cdp/contracts";
import type { webhookAttempts } from "../../db/schema/index.ts";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "./webhooks.data.ts";

export function webhookEndpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason === "failures" ? "failures" : null,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function webhookDeliveryView({ delivery, eventType }: { delivery: WebhookDeliveryRow; eventType: string }): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : null,
    statusCode: delivery.lastStatusCode,
    durationMs: delivery.lastDurationMs,
    error: delivery.lastError,
    response: delivery.lastResponse,
  };
}

export function webhookAttemptView(row: typeof webhookAttempts.$inferSelect): WebhookAttempt {
  return { attempt: row.attempt, at: row.at.toISOString(), statusCode: row.statusCode, durationMs: row.durationMs, error: row.error, response: row.response };
}
