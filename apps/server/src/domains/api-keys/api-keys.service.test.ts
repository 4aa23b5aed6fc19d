import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { hashApiKey, newApiKey } from "./api-key-secret.ts";
import type { ApiKeyRow, ApiKeysData } from "./api-keys.data.ts";
import { createApiKeysService } from "./api-keys.service.ts";

/** One stored key and the writes the service makes to it. */
function oneKey() {
  const { key, prefix, secretHash } = newApiKey();
  const row: ApiKeyRow = { id: 3, userId: 9, name: "脚本", scope: "read", prefix, secretHash, createdAt: new Date(0), lastUsedAt: null, revokedAt: null };
  const touches: Date[] = [];
  const data = {
    findUsable: async (hash: string) => (hash === row.secretHash ? row : null),
    touch: async (_id: number, at: Date) => {
      touches.push(at);
      row.lastUsedAt = at;
    },
  } as unknown as ApiKeysData;
  return { key, data, touches };
}

describe("API key resolution", () => {
  it("writes last-used at most once a minute per key", async () => {
    const { key, data, touches } = oneKey();
    let now = Date.parse("2026-11-28T08:00:00Z");
    const resolve = createApiKeysService({ data, clock: () => new Date(now), rateLimitPerMinute: 1000 }).withKeys(async () => null);
    const request = {} as FastifyRequest;
    await resolve(key, request);
    now += 30_000;
    await resolve(key, request);
    now += 29_000;
    await resolve(key, request);
    expect(touches).toHaveLength(1);
    now += 1_000;
    const principal = await resolve(key, request);
    expect(touches).toHaveLength(2);
    expect(principal).toMatchObject({ kind: "user", id: 9, apiKey: { id: 3, scope: "read" } });
  });

  it("sends other tokens to the session resolver and refuses a key it does not hold", async () => {
    const { data } = oneKey();
    const resolve = createApiKeysService({ data, clock: () => new Date(), rateLimitPerMinute: 10 }).withKeys(async (token) => ({ kind: "user", id: 1, sessionId: "s", token }));
    expect(await resolve("a-session-token", {} as FastifyRequest)).toMatchObject({ id: 1 });
    expect(await resolve(newApiKey().key, {} as FastifyRequest)).toBeNull();
    expect(hashApiKey("cdp_x")).toMatch(/^[0-9a-f]{64}$/);
  });
});
