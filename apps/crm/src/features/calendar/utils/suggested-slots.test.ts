import type { BestTimes } from "@cdp/contracts";
import { describe, expect, it } from "vitest";
import { suggestedSlots } from "./suggested-slots.ts";

const answer = (list: BestTimes["list"]): BestTimes => ({ timeZone: "Asia/Shanghai", windowDays: 90, minimumPosts: 10, list });

describe("suggested slots", () => {
  it("puts hours several accounts share first, then the better median, and leaves out accounts without enough posts", () => {
    const slots = suggestedSlots(
      answer([
        { accountId: 1, status: "ready", postsCounted: 30, reason: null, slots: [{ weekday: 2, hour: 20, medianViews: 900, posts: 4 }, { weekday: 6, hour: 21, medianViews: 5000, posts: 3 }] },
        { accountId: 2, status: "ready", postsCounted: 12, reason: null, slots: [{ weekday: 2, hour: 20, medianViews: 300, posts: 2 }] },
        { accountId: 3, status: "too_few_posts", postsCounted: 2, reason: "过去 90 天只有 2 条作品", slots: [] },
      ]),
    );
    expect(slots).toEqual([{ weekday: 2, hour: 20 }, { weekday: 6, hour: 21 }]);
  });

  it("suggests nothing without an answer, and at most the limit", () => {
    expect(suggestedSlots(undefined)).toEqual([]);
    const many = Array.from({ length: 8 }, (_, hour) => ({ weekday: 1, hour, medianViews: hour, posts: 2 }));
    expect(suggestedSlots(answer([{ accountId: 1, status: "ready", postsCounted: 40, reason: null, slots: many }]), 3)).toHaveLength(3);
  });
});
