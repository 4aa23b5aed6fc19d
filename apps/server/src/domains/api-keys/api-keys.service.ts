import { API_KEYS_MAX, type ApiKey, type ApiKeyInput, type CreatedApiKey } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { Principal, SessionResolver } from "../../http/auth-guard.ts";
import { apiKeyMatches, hashApiKey, looksLikeApiKey, newApiKey } from "./api-key-secret.ts";
import type { ApiKeyRow, ApiKeysData } from "./api-keys.data.ts";
import { createKeyRateLimit } from "./key-rate-limit.ts";

/** last_used_at is written at most this often per key, so a busy script does not write on every request. */
const TOUCH_AT_MOST_EVERY_MS = 60_000;

export type ApiKeysServiceDeps = {
  data: ApiKeysData;
  clock: Clock;
  /** Requests one key may make per minute in this process. */
  rateLimitPerMinute: number;
};

export const apiKeyView = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** An operator's API keys: made (shown once), listed by prefix, revoked; and who a presented key belongs to. */
export function createApiKeysService({ data, clock, rateLimitPerMinute }: ApiKeysServiceDeps) {
  const rateLimit = createKeyRateLimit(rateLimitPerMinute);

  return {
    async list(userId: number) {
      return { list: (await data.listLive(userId)).map(apiKeyView), max: API_KEYS_MAX };
    },

    async create(userId: number, input: ApiKeyInput): Promise<CreatedApiKey> {
      const { key, prefix, secretHash } = newApiKey();
      const row = await data.createWithin(API_KEYS_MAX, { userId, name: input.name.trim(), scope: input.scope, prefix, secretHash, createdAt: clock() });
      if (!row) throw new AppError("CONFLICT", { messageKey: "apiKey.tooMany", params: { max: API_KEYS_MAX } });
      return { ...apiKeyView(row), key };
    },

    /** Revokes at once: the next request with the key is refused (keys are never cached). */
    async revoke(userId: number, id: number): Promise<void> {
      if (!(await data.revoke(userId, id, clock()))) throw new AppError("NOT_FOUND");
      rateLimit.forget(id);
    },

    /** An operator's keys for an administrator (用户管理); an unknown operator is not found. */
    async listOfOperator(userId: number) {
      if (!(await data.userExists(userId))) throw new AppError("NOT_FOUND");
      return this.list(userId);
    },

    /**
     * The CRM surface's resolver with keys: a `cdp_` token is looked up as a key (every time, so a
     * revocation or a disabled operator counts at once), anything else goes to the session resolver.
     */
    withKeys(sessions: SessionResolver): SessionResolver {
      return async (token, request) => {
        if (!looksLikeApiKey(token)) return sessions(token, request);
        const row = await data.findUsable(hashApiKey(token));
        if (!row || !apiKeyMatches(token, row.secretHash)) return null;
        const now = clock();
        if (!rateLimit.take(row.id, now.getTime())) throw new AppError("RATE_LIMITED", { messageKey: "apiKey.rateLimited", params: { max: rateLimitPerMinute } });
        if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_AT_MOST_EVERY_MS) await data.touch(row.id, now);
        const principal: Principal = { kind: "user", id: row.userId, sessionId: `api-key:${row.id}`, token, apiKey: { id: row.id, scope: row.scope } };
        return principal;
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
