import { apiKeyInputSchema, apiKeyListSchema, createdApiKeySchema, idParamsSchema, recordIdParamSchema } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { adminOk, crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { ApiKeysService } from "./api-keys.service.ts";

export type ApiKeyRoutesOptions = { apiKeys: ApiKeysService };

/** The operator's own keys (API 密钥). A browser session only: a key never lists, makes or revokes keys. */
export const crmApiKeyRoutes: FastifyPluginAsyncZod<ApiKeyRoutesOptions> = async (app, { apiKeys }) => {
  const tags = ["api keys"];
  app.get(
    "/api-keys",
    { schema: { operationId: "crmListApiKeys", tags, summary: "The operator's live API keys (prefix, created, last used; never the secret)", response: apiResponses(apiKeyListSchema) } },
    async (request) => crmOk(await apiKeys.list(principalOf(request).id)),
  );
  app.post(
    "/api-keys",
    {
      // A retry with the same Idempotency-Key gets the key's details, never its secret again: it is shown once and kept nowhere.
      config: { replayWithout: ["key"] },
      schema: {
        operationId: "crmCreateApiKey",
        tags,
        summary: "Make a named key with a scope; the answer is the only time the whole key is shown",
        body: apiKeyInputSchema,
        response: apiResponses(createdApiKeySchema),
      },
    },
    async (request) => crmOk(await apiKeys.create(principalOf(request).id, request.body)),
  );
  app.delete(
    "/api-keys/:id",
    { schema: { operationId: "crmRevokeApiKey", tags, summary: "Revoke a key: the next request with it is refused", params: idParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      await apiKeys.revoke(principalOf(request).id, request.params.id);
      return crmOk(null);
    },
  );
};

const operatorKeyParamsSchema = z.object({ id: recordIdParamSchema, keyId: recordIdParamSchema });

/** Administrators see an operator's live keys and revoke them (用户管理). */
export const adminApiKeyRoutes: FastifyPluginAsyncZod<ApiKeyRoutesOptions> = async (app, { apiKeys }) => {
  const tags = ["admin", "api keys"];
  app.get(
    "/userInfo/:id/apiKeys",
    { schema: { operationId: "adminListOperatorApiKeys", tags, summary: "An operator's live API keys", params: idParamsSchema, response: apiResponses(apiKeyListSchema) } },
    async (request) => adminOk(await apiKeys.listOfOperator(request.params.id), requestLocale(request)),
  );
  app.delete(
    "/userInfo/:id/apiKeys/:keyId",
    { schema: { operationId: "adminRevokeOperatorApiKey", tags, summary: "Revoke one of an operator's API keys", params: operatorKeyParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      await apiKeys.revoke(request.params.id, request.params.keyId);
      return adminOk(null, requestLocale(request));
    },
  );
};
