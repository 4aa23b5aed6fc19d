import type { CalendarBucket, CalendarEvent } from "@cdp/contracts";
import { dayIn } from "@cdp/ui/calendar-month-grid";
import { describe, expect, it } from "vitest";
import { applyMoves, bucketsByKey, periodDays, periodRange, shiftPeriod } from "./calendar-range.ts";

const ZONE = "Asia/Shanghai";
const event = (itemId: number, at: string): CalendarEvent => ({
  itemId,
  taskId: 1,
  accountId: 1,
  accountName: "美妆日常",
  accountAvatar: null,
  platform: "tiktok",
  kind: "video",
  title: `第 ${itemId} 条`,
  state: "waiting",
  at,
  scheduledAt: at,
  movable: true,
});
const bucket = (start: string, events: CalendarEvent[]): CalendarBucket => ({
  start,
  counts: { waiting: events.length, distributing: 0, succeeded: 0, failed: 0, unverified: 0 },
  total: events.length,
  events,
});

describe("calendar periods", () => {
  it("a month covers its whole weeks, a week its seven days, in the zone", () => {
    expect(periodDays({ view: "month", anchor: "2026-11-15" })).toEqual({ first: "2026-10-26", last: "2026-12-06" });
    expect(periodDays({ view: "week", anchor: "2026-11-28" })).toEqual({ first: "2026-11-23", last: "2026-11-29" });
    expect(periodRange({ view: "week", anchor: "2026-11-28" }, ZONE)).toEqual({ from: "2026-11-22T16:00:00.000Z", to: "2026-11-29T16:00:00.000Z" });
  });

  it("steps by a month (to its first day) or a week", () => {
    expect(shiftPeriod({ view: "month", anchor: "2026-12-31" }, 1)).toBe("2027-01-01");
    expect(shiftPeriod({ view: "month", anchor: "2026-01-15" }, -1)).toBe("2025-12-01");
    expect(shiftPeriod({ view: "week", anchor: "2026-11-28" }, -1)).toBe("2026-11-16");
  });

  it("keys buckets by day or hour in the zone", () => {
    expect(Object.keys(bucketsByKey([bucket("2026-11-27T16:00:00.000Z", []), bucket("2026-11-28T16:00:00.000Z", [])], "month", ZONE))).toEqual(["2026-11-28", "2026-11-29"]);
    expect(Object.keys(bucketsByKey([bucket("2026-11-27T16:00:00.000Z", []), bucket("2026-11-28T02:00:00.000Z", [])], "week", ZONE))).toEqual(["2026-11-28T00", "2026-11-28T10"]);
  });
});

describe("optimistic moves", () => {
  const keyOf = (at: string) => dayIn(at, ZONE);
  const buckets = {
    "2026-11-28": bucket("2026-11-27T16:00:00.000Z", [event(1, "2026-11-28T02:00:00.000Z"), event(2, "2026-11-28T03:00:00.000Z")]),
  };

  it("moves an event out of its day into another, counts and all", () => {
    const moved = applyMoves(buckets, new Map([[1, "2026-11-30T02:00:00.000Z"]]), keyOf);
    expect(moved["2026-11-28"]?.total).toBe(1);
    expect(moved["2026-11-28"]?.counts.waiting).toBe(1);
    expect(moved["2026-11-30"]?.events.map((item) => [item.itemId, item.at])).toEqual([[1, "2026-11-30T02:00:00.000Z"]]);
  });

  it("drops a day left empty and leaves the buckets alone without moves", () => {
    const both = applyMoves(buckets, new Map([[1, "2026-11-30T02:00:00.000Z"], [2, "2026-11-30T01:00:00.000Z"]]), keyOf);
    expect(both["2026-11-28"]).toBeUndefined();
    expect(both["2026-11-30"]?.events.map((item) => item.itemId)).toEqual([2, 1]);
    expect(applyMoves(buckets, new Map(), keyOf)).toBe(buckets);
  });
});
