import { expect, test } from "vitest";
import { donePercent, formatCountdown } from "./countdown";

test("countdowns read mm:ss, with hours when needed, and end at zero", () => {
  expect(formatCountdown(135_000)).toBe("02:15");
  expect(formatCountdown(500)).toBe("00:01");
  expect(formatCountdown(3_723_000)).toBe("1:02:03");
  expect(formatCountdown(0)).toBeNull();
  expect(formatCountdown(-5)).toBeNull();
});

test("done share counts successes, failures and targets to verify", () => {
  expect(donePercent({ distributing: 2, succeeded: 5, failed: 1 })).toBe(75);
  expect(donePercent({ distributing: 2, succeeded: 4, failed: 1, unverified: 1 })).toBe(75);
  expect(donePercent({ distributing: 0, succeeded: 0, failed: 0, unverified: 2 })).toBe(100);
  expect(donePercent({ distributing: 0, succeeded: 0, failed: 0 })).toBe(0);
});
