import { describe, expect, it } from "vitest";
import { formatStat } from "./format-stat.ts";

describe("formatStat", () => {
  it("shortens in 万 in Chinese and in K / M in English", () => {
    expect(formatStat(12_345, "zh-CN")).toBe("1.2万");
    expect(formatStat(12_345, "en")).toBe("12K");
    expect(formatStat(2_500_000, "en")).toBe("2.5M");
  });

  it("keeps small numbers exact", () => {
    expect(formatStat(987, "zh-CN")).toBe("987");
    expect(formatStat(0, "en")).toBe("0");
  });
});
