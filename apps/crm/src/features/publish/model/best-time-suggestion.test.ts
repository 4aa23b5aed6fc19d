import type { AccountBestTimes } from "@cdp/contracts";
import { describe, expect, it } from "vitest";
import { earliestSuggestion, nextSlotStart } from "./best-time-suggestion.ts";

// Monday 23 November 2026, 20:30 in Shanghai.
const now = new Date("2026-11-23T12:30:00Z");
const ready = (accountId: number, slots: AccountBestTimes["slots"]): AccountBestTimes => ({ accountId, status: "ready", postsCounted: 12, slots, reason: null });

describe("nextSlotStart", () => {
  it("finds the next start of a weekly hour in the zone, strictly after now", () => {
    expect(nextSlotStart(now, { weekday: 2, hour: 20 }, "Asia/Shanghai")).toEqual(new Date("2026-11-24T12:00:00Z"));
    // This hour (Monday 20:00) has begun: next week.
    expect(nextSlotStart(now, { weekday: 1, hour: 20 }, "Asia/Shanghai")).toEqual(new Date("2026-11-30T12:00:00Z"));
    expect(nextSlotStart(now, { weekday: 1, hour: 21 }, "Asia/Shanghai")).toEqual(new Date("2026-11-23T13:00:00Z"));
    // Sunday is 7; in Los Angeles it is still Monday morning.
    expect(nextSlotStart(now, { weekday: 7, hour: 9 }, "Asia/Shanghai")).toEqual(new Date("2026-11-29T01:00:00Z"));
    expect(nextSlotStart(now, { weekday: 1, hour: 9 }, "America/Los_Angeles")).toEqual(new Date("2026-11-23T17:00:00Z"));
  });
});

describe("earliestSuggestion", () => {
  it("takes the earliest upcoming hour among the ready accounts", () => {
    const answers: AccountBestTimes[] = [
      ready(1, [{ weekday: 5, hour: 20, medianViews: 2000, posts: 3 }, { weekday: 3, hour: 9, medianViews: 800, posts: 2 }]),
      ready(2, [{ weekday: 2, hour: 20, medianViews: 1050, posts: 4 }]),
      { accountId: 3, status: "too_few_posts", postsCounted: 3, slots: [], reason: "…" },
    ];
    expect(earliestSuggestion(answers, now, "Asia/Shanghai")).toEqual({ at: new Date("2026-11-24T12:00:00Z"), accountId: 2, medianViews: 1050, posts: 4 });
  });

  it("is null when no account is ready", () => {
    expect(earliestSuggestion([{ accountId: 3, status: "too_few_posts", postsCounted: 3, slots: [], reason: "…" }], now, "Asia/Shanghai")).toBeNull();
  });
});
