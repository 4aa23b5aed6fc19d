import { describe, expect, it } from "vitest";
import { createMemoryCallWindows } from "../call-windows.ts";
import { createMemoryUsageLedger } from "../usage-ledger.ts";
import { createTiktokLimits, TIKTOK_MINUTE_LIMITS } from "./tiktok-limits.ts";

describe("TikTok's per-minute limits kept by the embedded database's only user", () => {
  const setUp = (start: string) => {
    let now = new Date(start);
    const limits = createTiktokLimits({ daily: createMemoryUsageLedger(), windows: createMemoryCallWindows() }, () => now);
    return { limits, setNow: (at: string | number) => (now = new Date(at)) };
  };
  const inits = async (limits: ReturnType<typeof setUp>["limits"], count: number) => {
    for (let call = 0; call < count; call += 1) await limits.takeCall("init", "token-a");
  };

  it("counts a token's calls in the minute before each call, as TikTok does, not in clock minutes", async () => {
    const { limits, setNow } = setUp("2026-11-29T10:00:50Z");
    await inits(limits, 3);
    // A new clock minute brings no new calls: three more, then the seventh waits for the first three to be a minute old.
    setNow("2026-11-29T10:01:05Z");
    await inits(limits, 3);
    await expect(limits.takeCall("init", "token-a")).rejects.toMatchObject({ kind: "retryable", platformCode: "rate_limit_exceeded", retryAfterMs: 46_000 });
    // Another token and another call have their own windows.
    await expect(limits.takeCall("init", "token-b")).resolves.toBeUndefined();
    await expect(limits.takeCall("status", "token-a")).resolves.toBeUndefined();

    setNow("2026-11-29T10:01:45Z");
    await expect(limits.takeCall("init", "token-a")).rejects.toMatchObject({ retryAfterMs: 6_000 });
    setNow("2026-11-29T10:01:51Z");
    await inits(limits, 3);
    await expect(limits.takeCall("init", "token-a")).rejects.toMatchObject({ retryAfterMs: 15_000 });
  });

  it("never lets calls at any pace put more than the limit in a minute", async () => {
    const { limits, setNow } = setUp("2026-11-29T10:00:00Z");
    let time = Date.parse("2026-11-29T10:00:00Z");
    const taken: number[] = [];
    for (let attempt = 0; attempt < 400; attempt += 1) {
      time += [300, 2_000, 9_000, 17_000][attempt % 4]!;
      setNow(time);
      const refused = await limits.takeCall("init", "token-a").then(() => false, () => true);
      if (!refused) taken.push(time);
    }
    const mostInAMinute = Math.max(...taken.map((start) => taken.filter((at) => at >= start && at < start + 60_000).length));
    expect(mostInAMinute).toBe(TIKTOK_MINUTE_LIMITS.init);
    // The calls went on at the rate the limit allows: about six a minute over the hour and a half.
    expect(taken.length).toBeGreaterThan(((time - Date.parse("2026-11-29T10:00:00Z")) / 61_000) * 5);
  });
});
