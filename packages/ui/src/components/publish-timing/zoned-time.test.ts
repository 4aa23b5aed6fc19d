import { expect, test } from "vitest";
import { formatDateTime, fromWallTime, timeZoneOffsetMinutes, toWallTime, utcOffsetLabel } from "./zoned-time";

const instant = new Date("2026-11-23T12:34:56Z");

test("formats in the given zone as yyyy-MM-dd HH:mm:ss", () => {
  expect(formatDateTime(instant, "Asia/Shanghai")).toBe("2026-11-23 20:34:56");
  expect(formatDateTime("2026-11-23T12:34:56Z", "America/Los_Angeles", false)).toBe("2026-11-23 04:34");
});

test("offsets and their labels", () => {
  expect(timeZoneOffsetMinutes(instant, "Asia/Shanghai")).toBe(480);
  expect(utcOffsetLabel(instant, "America/Los_Angeles")).toBe("UTC-08:00");
  expect(utcOffsetLabel(instant, "Asia/Kolkata")).toBe("UTC+05:30");
  expect(utcOffsetLabel(instant, "UTC")).toBe("UTC+00:00");
});

test("a wall time in a zone round-trips to its instant", () => {
  expect(fromWallTime("2026-11-23T20:34", "Asia/Shanghai")?.toISOString()).toBe("2026-11-23T12:34:00.000Z");
  expect(toWallTime(new Date("2026-11-23T12:34:00Z"), "Asia/Shanghai")).toBe("2026-11-23T20:34");
  expect(fromWallTime("2026-07-01T09:00", "America/New_York")?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
  expect(fromWallTime("2026-01-01T09:00", "America/New_York")?.toISOString()).toBe("2026-01-01T14:00:00.000Z");
});

test("around daylight-saving changes", () => {
  // 2026-03-08 02:30 does not exist in New York: it resolves to just after the jump.
  expect(fromWallTime("2026-03-08T02:30", "America/New_York")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
  expect(fromWallTime("2026-03-08T03:30", "America/New_York")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
});

test("text that is not a wall time gives null", () => {
  expect(fromWallTime("", "UTC")).toBeNull();
  expect(fromWallTime("2026-11-23 20:34", "UTC")).toBeNull();
});
