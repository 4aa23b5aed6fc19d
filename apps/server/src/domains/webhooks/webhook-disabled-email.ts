import type { WebhookEndpointRow } from "./webhooks.data.ts";

/** The email an operator gets when an endpoint is turned off after a long run of failures, in both languages (the operator's language is not stored). */
export function webhookDisabledEmail(endpoint: Pick<WebhookEndpointRow, "name" | "url" | "consecutiveFailures"> & { email: string }, crmOrigin: string) {
  const subject = "【内容分发平台】Webhook 地址已停用 / A webhook endpoint was turned off";
  const page = `${crmOrigin}/CRM/profile/webhooks`;
  const lines = [
    "您好，",
    "",
    `Webhook 地址「${endpoint.name}」（${endpoint.url}）连续 ${endpoint.consecutiveFailures} 次投递失败，已被停用，之后的事件不再发送到此地址。`,
    `修好接收方后，请在「Webhook 通知」中重新启用它，并可对失败的投递点击「重新发送」：${page}`,
    "",
    "Hello,",
    "",
    `The webhook endpoint "${endpoint.name}" (${endpoint.url}) failed ${endpoint.consecutiveFailures} deliveries in a row and was turned off: no further events are sent to it.`,
    `Once the receiver is fixed, turn it on again under Webhooks and redeliver the failed deliveries: ${page}`,
  ];
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return { to: endpoint.email, subject, text: lines.join("\n"), html: lines.map((line) => (line ? `<p>${escape(line)}</p>` : "")).join(""), locale: "zh-CN" as const };
}
