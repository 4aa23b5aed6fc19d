import { describe, expect, it } from "vitest";
import { msUntilPacificMidnight, pacificDay } from "./pacific-day.ts";

const HOUR = 3600 * 1000;

describe("the YouTube quota day (midnight Pacific)", () => {
  it("names the Pacific date, which lags UTC", () => {
    expect(pacificDay(new Date("2026-03-10T06:59:59Z"))).toBe("2026-03-09");
    expect(pacificDay(new Date("2026-03-10T07:00:00Z"))).toBe("2026-03-10");
  });

  it("waits until the next Pacific midnight on ordinary days", () => {
    expect(msUntilPacificMidnight(new Date("2026-03-02T10:00:00Z"))).toBe(22 * HOUR);
    expect(msUntilPacificMidnight(new Date("2026-07-01T06:30:00Z"))).toBe(0.5 * HOUR);
  });

  it("counts the 23-hour day when the clocks go forward", () => {
    // 2026-03-08 01:00 PST; that day ends at 2026-03-09 00:00 PDT = 07:00 UTC.
    expect(msUntilPacificMidnight(new Date("2026-03-08T09:00:00Z"))).toBe(22 * HOUR);
  });

  it("counts the 25-hour day when the clocks go back", () => {
    // 2026-11-01 00:30 PDT; that day ends at 2026-11-02 00:00 PST = 08:00 UTC.
    expect(msUntilPacificMidnight(new Date("2026-11-01T07:30:00Z"))).toBe(24.5 * HOUR);
  });
});
