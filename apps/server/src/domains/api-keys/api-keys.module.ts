import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { SessionResolver } from "../../http/auth-guard.ts";
import type { DomainModule } from "../domain-module.ts";
import { createApiKeysData } from "./api-keys.data.ts";
import { adminApiKeyRoutes, crmApiKeyRoutes } from "./api-keys.routes.ts";
import { createApiKeysService } from "./api-keys.service.ts";

export type ApiKeysApi = {
  /** The CRM surface's resolver: `cdp_` keys here, anything else to the session resolver given. */
  withKeys(sessions: SessionResolver): SessionResolver;
};

/** Operators' API keys (API 密钥): made and revoked in the CRM, seen and revoked by administrators. */
export function createApiKeysModule(deps: { db: AppDb; clock: Clock; rateLimitPerMinute: number }): DomainModule<ApiKeysApi> {
  const apiKeys = createApiKeysService({ data: createApiKeysData(deps.db), clock: deps.clock, rateLimitPerMinute: deps.rateLimitPerMinute });
  return {
    name: "api-keys",
    crmRoutes: async (scope) => scope.register(crmApiKeyRoutes, { apiKeys }),
    adminRoutes: async (scope) => scope.register(adminApiKeyRoutes, { apiKeys }),
    api: { withKeys: (sessions) => apiKeys.withKeys(sessions) },
  };
}
