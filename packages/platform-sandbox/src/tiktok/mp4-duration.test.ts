import { expect, test } from "vitest";
import { fakeMp4 } from "./fake-mp4.ts";
import { createMp4DurationScanner } from "./mp4-duration.ts";

test("reads the movie duration even when the header is split across chunks", () => {
  const bytes = fakeMp4(4000, 1500, 90_000);
  for (const cut of [1502, 1506, 1510, 1530]) {
    const scanner = createMp4DurationScanner();
    scanner.feed(bytes.subarray(0, cut));
    scanner.feed(bytes.subarray(cut));
    expect(scanner.seconds()).toBe(90);
  }
});

test("finds nothing in bytes without a movie header, and a copy does not disturb the original", () => {
  const scanner = createMp4DurationScanner();
  scanner.feed(Buffer.from("xxxxmvhd-not-a-box-here".repeat(10)));
  const attempt = scanner.copy();
  attempt.feed(fakeMp4(500, 100, 5000));
  expect(attempt.seconds()).toBe(5);
  expect(scanner.seconds()).toBeNull();
});
