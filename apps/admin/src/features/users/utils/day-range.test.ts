import { describe, expect, it } from "vitest";
import { isoDay, lastDays } from "./day-range.ts";

describe("day ranges", () => {
  it("writes a local calendar day", () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("counts the last days including today, across a month end", () => {
    expect(lastDays(30, new Date(2026, 2, 10, 9))).toEqual({ startDate: "2026-02-09", endDate: "2026-03-10" });
    expect(lastDays(1, new Date(2026, 2, 10))).toEqual({ startDate: "2026-03-10", endDate: "2026-03-10" });
  });
});
