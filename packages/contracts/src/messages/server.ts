// The server's own wording of what it reports (sent as `msg`); `#server-messages` resolves here
// except in browsers, which get the empty tables of `server.browser.ts`.
export { accountServerMessagesZh } from "./accounts.ts";
export { analyticsServerMessagesZh } from "./analytics.ts";
export { backOfficeServerMessagesZh } from "./back-office.ts";
export { planServerMessagesZh } from "./plans.ts";
export { systemHealthMessagesZh } from "./system-health.ts";
export { apiKeyServerMessagesZh } from "./api-keys.ts";
export { webhookServerMessagesZh } from "./webhooks.ts";
