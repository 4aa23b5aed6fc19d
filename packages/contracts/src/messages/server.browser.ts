import type { accountServerMessagesZh as accountServerMessages } from "./accounts.ts";
import type { analyticsServerMessagesZh as analyticsServerMessages } from "./analytics.ts";
import type { backOfficeServerMessagesZh as backOfficeServerMessages } from "./back-office.ts";
import type { planServerMessagesZh as planServerMessages } from "./plans.ts";
import type { systemHealthMessagesZh as systemHealthMessages } from "./system-health.ts";
import type { apiKeyServerMessagesZh as apiKeyServerMessages } from "./api-keys.ts";
import type { webhookServerMessagesZh as webhookServerMessages } from "./webhooks.ts";

// Messages the server words and sends as `msg` (linked accounts, the back office, analytics exports,
// plans, system health): browsers never look these keys up, so they do not download them
// (package.json maps `#server-messages` here). The validation messages stay in `messages.ts`.
export const accountServerMessagesZh = {} as typeof accountServerMessages;
export const analyticsServerMessagesZh = {} as typeof analyticsServerMessages;
export const backOfficeServerMessagesZh = {} as typeof backOfficeServerMessages;
export const planServerMessagesZh = {} as typeof planServerMessages;
export const systemHealthMessagesZh = {} as typeof systemHealthMessages;
export const apiKeyServerMessagesZh = {} as typeof apiKeyServerMessages;
export const webhookServerMessagesZh = {} as typeof webhookServerMessages;
