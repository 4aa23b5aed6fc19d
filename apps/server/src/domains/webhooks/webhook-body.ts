import { isMessageKey, translate, type Locale } from "@cdp/contracts";
import type { WebhookEventRow } from "./webhooks.data.ts";

/**
 * The JSON a receiver gets: `{ id, type, createdAt, data }`. The same bytes on every attempt of an
 * event (reasons are worded from their stored keys), so a receiver may dedupe on `id`.
 */
export function webhookBody(event: Pick<WebhookEventRow, "id" | "type" | "createdAt" | "data">): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: withWording(event.data) });
}

/** A reason's key is worded in both languages beside it (`message: { "zh-CN", en }`). */
function withWording(data: Record<string, unknown>): Record<string, unknown> {
  const reason = data.reason as { key?: unknown; params?: Record<string, string | number> } | undefined;
  if (!reason || typeof reason.key !== "string" || !isMessageKey(reason.key)) return data;
  const key = reason.key;
  const message = Object.fromEntries((["zh-CN", "en"] as Locale[]).map((locale) => [locale, translate(locale, key, reason.params ?? {})]));
  return { ...data, reason: { ...reason, message } };
}
