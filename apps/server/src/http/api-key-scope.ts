import type { ApiKeyScope } from "@cdp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/**
 * The CRM operations a `publish` key may call besides reads: publishing, its drafts and the account
 * groups it targets. Everything else that writes (password, phone, linking accounts, plans, media
 * uploads, keys themselves, webhooks) needs a browser session: a leaked key must not take the account.
 */
export const API_KEY_PUBLISH_OPERATIONS: ReadonlySet<string> = new Set([
  "crmCreateVideoPublishTask",
  "crmCreatePhotoPublishTask",
  "crmResendPublishTask",
  "crmResendPublishItem",
  "crmCancelPublishTask",
  "crmReschedulePublishItem",
  "crmCreatePublishDraft",
  "crmSavePublishDraft",
  "crmDeletePublishDraft",
  "crmCreateAccountGroup",
  "crmUpdateAccountGroup",
  "crmDeleteAccountGroup",
  "crmAddAccountGroupMembers",
  "crmRemoveAccountGroupMembers",
]);

/**
 * The reads a key may make (both scopes): the operator's profile and plan, accounts and groups, media
 * and shared files, publish tasks and drafts, analytics. Anything not named here (signing out, upload
 * signatures bound to a browser session, linking, keys, webhooks) is closed to keys.
 */
export const API_KEY_READ_OPERATIONS: ReadonlySet<string> = new Set([
  "crmGetUserInfo",
  "crmMyPlan",
  "crmListAccounts",
  "crmListAccountGroups",
  "crmListMedia",
  "crmListFileShares",
  "crmGetPublishOptions",
  "crmListPublishTasks",
  "crmExportPublishTasks",
  "crmGetPublishTask",
  "crmGetPublishTaskProgress",
  "crmPublishCalendarSummary",
  "crmPublishCalendarEvents",
  "crmListPublishDrafts",
  "crmGetPublishDraft",
  "crmAnalyticsTrend",
  "crmAnalyticsRanking",
  "crmAnalyticsTopPosts",
  "crmAnalyticsTrendExport",
  "crmAnalyticsRankingExport",
  "crmAnalyticsTopPostsExport",
]);

/** Operations that name a browser session as their only way in (the key management screens). */
export const SESSION_ONLY_OPERATIONS: ReadonlySet<string> = new Set(["crmListApiKeys", "crmCreateApiKey", "crmRevokeApiKey"]);

const READ_METHODS = new Set(["GET", "HEAD"]);

/** What a key of a scope may call, by method and operation id; null when it may. */
export function apiKeyRefusal(scope: ApiKeyScope, method: string, operationId: string | undefined) {
  if (operationId && SESSION_ONLY_OPERATIONS.has(operationId)) return "apiKey.sessionRequired" as const;
  if (READ_METHODS.has(method)) return operationId && API_KEY_READ_OPERATIONS.has(operationId) ? null : ("apiKey.operationClosed" as const);
  if (scope === "read") return "apiKey.readOnly" as const;
  return operationId && API_KEY_PUBLISH_OPERATIONS.has(operationId) ? null : ("apiKey.operationClosed" as const);
}

/** Which scope an operation needs from a key, for the OpenAPI document; null when keys cannot call it. */
export function apiKeyScopeOf(method: string, operationId: string | undefined): ApiKeyScope | null {
  if (apiKeyRefusal("read", method.toUpperCase(), operationId) === null) return "read";
  return apiKeyRefusal("publish", method.toUpperCase(), operationId) === null ? "publish" : null;
}

/** After the surface's guard: a request made with an API key stays within the key's scope (403 otherwise). */
export function installApiKeyScope(scope: FastifyInstance) {
  scope.addHook("onRequest", async (request: FastifyRequest) => {
    const key = request.principal?.apiKey;
    if (!key) return;
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    const refusal = apiKeyRefusal(key.scope, request.method, operationId);
    if (refusal) throw new AppError("FORBIDDEN", { messageKey: refusal });
  });
}
