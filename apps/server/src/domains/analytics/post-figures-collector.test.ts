import { describe, expect, it } from "vitest";
import { postFiguresDue } from "./post-figures-collector.ts";

const post = { publishedAt: new Date("2027-01-01T20:00:00Z") };
const checked = (lastCheckedOn: string | null) => ({ lastCheckedOn });

describe("when a post's figures are due", () => {
  it("reads a post never read, and never twice the same day", () => {
    expect(postFiguresDue(post, undefined, "2027-01-01")).toBe(true);
    expect(postFiguresDue(post, checked(null), "2027-01-05")).toBe(true);
    expect(postFiguresDue(post, checked("2027-01-01"), "2027-01-01")).toBe(false);
  });

  it("reads it every day up to 30 days after posting, then a week after the last read", () => {
    expect(postFiguresDue(post, checked("2027-01-30"), "2027-01-31")).toBe(true);
    // Day 31: weekly from the last read.
    expect(postFiguresDue(post, checked("2027-01-31"), "2027-02-01")).toBe(false);
    expect(postFiguresDue(post, checked("2027-01-31"), "2027-02-06")).toBe(false);
    expect(postFiguresDue(post, checked("2027-01-31"), "2027-02-07")).toBe(true);
    // A post read last long ago (missed runs) is read at once.
    expect(postFiguresDue(post, checked("2027-01-03"), "2027-03-01")).toBe(true);
  });
});
