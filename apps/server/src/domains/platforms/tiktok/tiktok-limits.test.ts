import { describe, expect, it } from "vitest";
import { createMemoryUsageLedger, createWindowUsageLedger } from "../usage-ledger.ts";
import { createTiktokLimits, TIKTOK_MINUTE_LIMITS } from "./tiktok-limits.ts";

describe("TikTok's per-minute windows kept by the embedded database's only user", () => {
  const setUp = (start: string) => {
    let now = new Date(start);
    const minutes = createWindowUsageLedger();
    const limits = createTiktokLimits({ daily: createMemoryUsageLedger(), minutes }, () => now);
    return { limits, minutes, setNow: (at: string) => (now = new Date(at)) };
  };

  it("lets a token make its minute's init calls, refuses the next until the minute turns, then counts afresh", async () => {
    const { limits, setNow } = setUp("2026-11-29T10:00:15Z");
    for (let call = 0; call < TIKTOK_MINUTE_LIMITS.init; call += 1) await limits.takeCall("init", "token-a");
    await expect(limits.takeCall("init", "token-a")).rejects.toMatchObject({ kind: "retryable", platformCode: "rate_limit_exceeded", retryAfterMs: 45_000 });
    // Another token and another call have their own windows.
    await expect(limits.takeCall("init", "token-b")).resolves.toBeUndefined();
    await expect(limits.takeCall("status", "token-a")).resolves.toBeUndefined();

    setNow("2026-11-29T10:01:00Z");
    for (let call = 0; call < TIKTOK_MINUTE_LIMITS.init; call += 1) await limits.takeCall("init", "token-a");
    await expect(limits.takeCall("init", "token-a")).rejects.toMatchObject({ kind: "retryable" });
  });

  it("counts each minute afresh for a key, forgetting the minutes before", async () => {
    const { minutes } = setUp("2026-11-29T10:00:00Z");
    for (let minute = 0; minute < 60; minute += 1) {
      const period = `2026-11-29T10:${String(minute).padStart(2, "0")}`;
      expect(await minutes.tryConsume({ key: "k", period, units: 1, limit: 1 })).toBe(true);
      expect(await minutes.tryConsume({ key: "k", period, units: 1, limit: 1 })).toBe(false);
    }
    expect(await minutes.used({ key: "k", period: "2026-11-29T10:59" })).toBe(1);
    expect(await minutes.used({ key: "k", period: "2026-11-29T10:00" })).toBe(0);
  });
});
