import { describe, expect, it } from "vitest";
import { addDays, addMonths, dayIn, dayStart, hourIn, isoWeekday, monthGridDays, movedTime, startOfWeek, timeIn, weekDays } from "./calendar-dates";

describe("calendar days", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("names ISO weekdays and the start of a week on Monday or Sunday", () => {
    expect(isoWeekday("2026-11-28")).toBe(6);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(startOfWeek("2026-11-29")).toBe("2026-11-23");
    expect(startOfWeek("2026-11-29", 0)).toBe("2026-11-29");
    expect(startOfWeek("2026-11-28", 0)).toBe("2026-11-22");
    expect(weekDays("2026-11-23")).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
  });

  it("lays a month out in whole weeks", () => {
    const days = monthGridDays("2026-11");
    expect(days[0]).toBe("2026-10-26");
    expect(days.at(-1)).toBe("2026-12-06");
    expect(days).toHaveLength(42);
    // February 2027 starts on a Monday and ends on a Sunday: four weeks exactly.
    expect(monthGridDays("2027-02")).toHaveLength(28);
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
});

describe("calendar times in a zone", () => {
  it("reads the day, hour and time of an instant in the zone", () => {
    const at = "2026-11-28T17:30:00.000Z";
    expect(dayIn(at, "Asia/Shanghai")).toBe("2026-11-29");
    expect(hourIn(at, "Asia/Shanghai")).toBe(1);
    expect(timeIn(at, "Asia/Shanghai")).toBe("01:30");
    expect(dayIn(at, "America/New_York")).toBe("2026-11-28");
    expect(dayStart("2026-11-29", "Asia/Shanghai").toISOString()).toBe("2026-11-28T16:00:00.000Z");
  });

  it("moves an event to another day at the same wall-clock time, or to another hour", () => {
    const at = "2026-11-24T01:30:00.000Z"; // 09:30 on Tuesday in Shanghai
    expect(movedTime(at, "Asia/Shanghai", "2026-11-27")).toBe("2026-11-27T01:30:00.000Z");
    expect(movedTime(at, "Asia/Shanghai", "2026-11-27", 20)).toBe("2026-11-27T12:30:00.000Z");
    expect(movedTime(at, "Asia/Shanghai", "2026-11-24")).toBeNull();
  });

  it("keeps the wall-clock time across a daylight-saving change", () => {
    // 09:00 in New York on 31 Oct 2026 (EDT, UTC-4) dropped on 2 Nov (EST, UTC-5).
    expect(movedTime("2026-10-31T13:00:00.000Z", "America/New_York", "2026-11-02")).toBe("2026-11-02T14:00:00.000Z");
  });
});

describe("calendar hours", () => {
  it("keys an instant by its hour in the zone", async () => {
    const { hourKey, hourKeyIn } = await import("./calendar-dates");
    expect(hourKeyIn("2026-11-28T17:30:00.000Z", "Asia/Shanghai")).toBe("2026-11-29T01");
    expect(hourKey("2026-11-29", 1)).toBe("2026-11-29T01");
  });
});
