import { describe, expect, it } from "vitest";
import { nextRetryDelayMs } from "./retry-schedule.ts";

const DEFAULT_SCHEDULE = [60, 300, 1800, 7200, 18000, 36000, 36000].map((seconds) => seconds * 1000);

describe("webhook retry schedule", () => {
  it("waits each step with at most ±10 % jitter, then gives up", () => {
    expect(nextRetryDelayMs(1, DEFAULT_SCHEDULE, () => 0)).toBe(54_000);
    expect(nextRetryDelayMs(1, DEFAULT_SCHEDULE, () => 1)).toBe(66_000);
    expect(nextRetryDelayMs(2, DEFAULT_SCHEDULE, () => 0.5)).toBe(300_000);
    expect(nextRetryDelayMs(7, DEFAULT_SCHEDULE, () => 0.5)).toBe(36_000_000);
    expect(nextRetryDelayMs(8, DEFAULT_SCHEDULE)).toBeNull();
  });

  it("the default schedule keeps trying for more than 24 hours even with the shortest jitter", () => {
    const total = DEFAULT_SCHEDULE.reduce((sum, _, index) => sum + nextRetryDelayMs(index + 1, DEFAULT_SCHEDULE, () => 0)!, 0);
    expect(total).toBeGreaterThan(24 * 3_600_000);
  });
});
