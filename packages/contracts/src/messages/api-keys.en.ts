import type { apiKeyMessagesZh, apiKeyServerMessagesZh } from "./api-keys.ts";

/** English of `apiKeyMessagesZh` and `apiKeyServerMessagesZh`. */
export const apiKeyMessagesEn: Record<keyof typeof apiKeyMessagesZh | keyof typeof apiKeyServerMessagesZh, string> = {
  "validation.apiKey.name.required": "Enter a name for the key",
  "validation.apiKey.name.tooLong": "The key's name can have at most 50 characters",
  "validation.apiKey.scope": "Choose what the key may do",
  "apiKey.readOnly": "This API key is read-only: it can only read (GET), not do this.",
  "apiKey.operationClosed": "This operation is not open to API keys. Sign in with a browser to do it.",
  "apiKey.sessionRequired": "API keys are managed from a signed-in browser, not with an API key.",
  "apiKey.tooMany": "An account can hold at most {max} API keys. Revoke one you no longer use first.",
  "apiKey.rateLimited": "Too many requests with this API key (at most {max} a minute). Try again in a moment.",
  "idempotency.invalidKey": "Idempotency-Key must be 1 to 255 printable ASCII characters.",
  "idempotency.mismatch": "This Idempotency-Key was already used with a different request body. Use a new Idempotency-Key.",
  "idempotency.inFlight": "A request with this Idempotency-Key is still being processed. Try again in a moment.",
};
