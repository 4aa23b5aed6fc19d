import { expect, test } from "vitest";
import { formatCount } from "./format-count";

test("Chinese: thousands separators below 10 000", () => {
  expect(formatCount(0, "zh-CN")).toBe("0");
  expect(formatCount(9999, "zh-CN")).toBe("9,999");
});

test("Chinese: 万 and 亿 from 10 000, at most two decimals", () => {
  expect(formatCount(10_000, "zh-CN")).toBe("1万");
  expect(formatCount(123_456, "zh-CN")).toBe("12.35万");
  expect(formatCount(98_765_432, "zh-CN")).toBe("9876.54万");
  expect(formatCount(250_000_000, "zh-CN")).toBe("2.5亿");
});

test("other languages: full numbers with thousands separators", () => {
  expect(formatCount(9999, "en")).toBe("9,999");
  expect(formatCount(1_234_567, "en")).toBe("1,234,567");
  expect(formatCount(12.345, "en")).toBe("12.35");
});
