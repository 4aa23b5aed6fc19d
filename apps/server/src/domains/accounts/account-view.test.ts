import { describe, expect, it } from "vitest";
import type { AccountRow } from "./accounts.data.ts";
import { tokenHealthOf, toPlatformAccount } from "./account-view.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date("2026-03-01T00:00:00Z");

function account(changes: Partial<AccountRow> = {}): AccountRow {
  return {
    id: 1,
    userId: 1,
    platform: "tiktok",
    externalId: "open-1",
    name: "演示",
    username: "demo",
    remark: "",
    avatarUrl: null,
    fans: 1,
    likes: 2,
    views: 3,
    videos: 4,
    statsUpdatedAt: null,
    accessTokenEncrypted: "v1:a:b:c",
    refreshTokenEncrypted: "v1:a:b:c",
    accessExpiresAt: new Date(now.getTime() + DAY_MS),
    refreshExpiresAt: new Date(now.getTime() + 300 * DAY_MS),
    scopes: [],
    tokenStatus: "healthy",
    tokenError: null,
    status: "active",
    keptAt: null,
    linkedAt: now,
    unboundAt: null,
    ...changes,
  };
}

describe("token health", () => {
  it("is healthy while the refresh token has more than a week left", () => {
    expect(tokenHealthOf(account(), now)).toEqual({ health: "healthy", reasonKey: null });
  });

  it("warns when the refresh token runs out within 7 days", () => {
    expect(tokenHealthOf(account({ refreshExpiresAt: new Date(now.getTime() + 6 * DAY_MS) }), now).health).toBe("expiring");
  });

  it("warns when the refresh token's expiry is unknown and the access token ran out long ago", () => {
    const stale = account({ refreshExpiresAt: null, accessExpiresAt: new Date(now.getTime() - 2 * DAY_MS) });
    expect(tokenHealthOf(stale, now).health).toBe("expiring");
    const recent = account({ refreshExpiresAt: null, accessExpiresAt: new Date(now.getTime() - 60_000) });
    expect(tokenHealthOf(recent, now).health).toBe("healthy");
  });

  it("reports reconnect_needed with the recorded reason, translated", () => {
    const row = account({ tokenStatus: "reconnect_needed", tokenError: "accounts.reconnectNeeded" });
    expect(toPlatformAccount(row, [], "zh-CN", now, false)).toMatchObject({ tokenHealth: "reconnect_needed", tokenHealthReason: "账号授权已失效，请重新授权" });
    const unknownReason = account({ tokenStatus: "reconnect_needed", tokenError: "no.such.key" });
    expect(toPlatformAccount(unknownReason, [], "en", now, false).tokenHealthReason).toBe("The account's authorisation has lapsed. Please authorise it again.");
  });
});
