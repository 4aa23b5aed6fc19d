import { expect, test } from "vitest";
import { DEFAULT_TIMING, plannedTimes, scheduleSummary, timingProblems } from "./schedule";

const now = new Date("2026-11-23T12:00:00Z");
const zone = "Asia/Shanghai";

test("planned times: start + index × interval", () => {
  const times = plannedTimes(now, 90, 3).map((time) => time.toISOString());
  expect(times).toEqual(["2026-11-23T12:00:00.000Z", "2026-11-23T12:01:30.000Z", "2026-11-23T12:03:00.000Z"]);
});

test("summary from now or from a scheduled wall time in the zone, with jitter widening the last", () => {
  const fromNow = scheduleSummary({ ...DEFAULT_TIMING, intervalMinutes: 1, intervalSeconds: 30, jitterSeconds: 20 }, 3, now, zone);
  expect(fromNow?.first.toISOString()).toBe("2026-11-23T12:00:00.000Z");
  expect(fromNow?.last.toISOString()).toBe("2026-11-23T12:03:00.000Z");
  expect(fromNow?.lastLatest.toISOString()).toBe("2026-11-23T12:03:20.000Z");
  const scheduled = scheduleSummary({ ...DEFAULT_TIMING, start: "scheduled", startAt: "2026-11-24T09:00" }, 2, now, zone);
  expect(scheduled?.first.toISOString()).toBe("2026-11-24T01:00:00.000Z");
  expect(scheduled?.last.toISOString()).toBe("2026-11-24T01:05:00.000Z");
});

test("no summary without accounts or a valid start", () => {
  expect(scheduleSummary(DEFAULT_TIMING, 0, now, zone)).toBeNull();
  expect(scheduleSummary({ ...DEFAULT_TIMING, start: "scheduled", startAt: "" }, 2, now, zone)).toBeNull();
});

test("a scheduled start must be given and not in the past", () => {
  expect(timingProblems(DEFAULT_TIMING, now, zone)).toEqual([]);
  expect(timingProblems({ ...DEFAULT_TIMING, start: "scheduled" }, now, zone)).toEqual(["startAtRequired"]);
  expect(timingProblems({ ...DEFAULT_TIMING, start: "scheduled", startAt: "2026-11-23T19:59" }, now, zone)).toEqual(["startAtPast"]);
  expect(timingProblems({ ...DEFAULT_TIMING, start: "scheduled", startAt: "2026-11-23T20:00" }, now, zone)).toEqual([]);
});
