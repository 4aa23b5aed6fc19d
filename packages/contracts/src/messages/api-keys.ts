/** Copy for API keys (API 密钥) and Idempotency-Key. */
// Keys a browser may look up: the shared rules' validation messages.
export const apiKeyMessagesZh = {
  "validation.apiKey.name.required": "请输入密钥名称",
  "validation.apiKey.name.tooLong": "密钥名称最多50个字符",
  "validation.apiKey.scope": "请选择密钥权限",
} as const;

// Worded by the server and sent as `msg` (see `server.ts`).
export const apiKeyServerMessagesZh = {
  "apiKey.readOnly": "此 API 密钥为只读权限，只能读取数据（GET），不能执行此操作",
  "apiKey.operationClosed": "此操作不对 API 密钥开放，请在浏览器中登录后操作",
  "apiKey.sessionRequired": "API 密钥的管理需要在浏览器中登录，不能用 API 密钥操作",
  "apiKey.tooMany": "每个账号最多{max}个 API 密钥，请先撤销不再使用的密钥",
  "apiKey.rateLimited": "此 API 密钥的请求太频繁（每分钟最多{max}次），请稍后再试",
  "idempotency.invalidKey": "Idempotency-Key 须为1到255个可打印的 ASCII 字符",
  "idempotency.mismatch": "此 Idempotency-Key 已用于另一个请求内容，请换一个新的 Idempotency-Key",
  "idempotency.inFlight": "使用此 Idempotency-Key 的请求正在处理中，请稍后再试",
} as const;
