/** Copy for webhooks (Webhook 通知). */
// Keys a browser may look up: the shared rules' validation messages.
export const webhookMessagesZh = {
  "validation.webhook.url": "请输入以 http:// 或 https:// 开头的完整网址",
  "validation.webhook.name.required": "请输入名称",
  "validation.webhook.name.tooLong": "名称最多50个字符",
  "validation.webhook.description.tooLong": "说明最多200个字符",
  "validation.webhook.events": "请至少选择一个事件",
} as const;

// Worded by the server and sent as `msg` (see `server.ts`).
export const webhookServerMessagesZh = {
  "webhook.httpsRequired": "Webhook 地址必须以 https:// 开头",
  "webhook.addressRefused": "此地址指向本机、内网或保留地址，不能接收 Webhook",
  "webhook.tooMany": "每个账号最多{max}个 Webhook 地址，请先删除不再使用的地址",
} as const;
