import { expect, test } from "vitest";
import { formatTimestamp, videoDurationMs } from "./format-timestamp";

test("positions read as mm:ss.s", () => {
  expect(formatTimestamp(0)).toBe("00:00.0");
  expect(formatTimestamp(3549)).toBe("00:03.5");
  expect(formatTimestamp(61_250)).toBe("01:01.3");
  expect(formatTimestamp(3_600_000)).toBe("60:00.0");
});

test("a duration is known only when finite and positive", () => {
  expect(videoDurationMs(12.3456)).toBe(12345);
  expect(videoDurationMs(Number.NaN)).toBeNull();
  expect(videoDurationMs(Number.POSITIVE_INFINITY)).toBeNull();
});
