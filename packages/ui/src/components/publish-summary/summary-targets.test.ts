import { expect, test } from "vitest";
import { countByPlatform, timeRange, videoSummaryTargets } from "./summary-targets";

const accounts = [
  { id: "a", name: "TravelWithLin", platform: "tiktok" as const },
  { id: "b", name: "Lin Cooks", platform: "youtube" as const },
  { id: "c", name: "daily_tech_cn", platform: "tiktok" as const },
];
const videos = [
  { id: "v1", fileName: "one.mp4" },
  { id: "v2", fileName: "two.mp4" },
];
const times = [new Date("2026-11-23T12:00:00Z"), new Date("2026-11-23T12:05:00Z"), new Date("2026-11-23T12:10:00Z")];

test("video targets: each assigned account with its video, own or shared title and planned time", () => {
  const targets = videoSummaryTargets({
    rows: [
      { accountId: "a", videoId: "v2" },
      { accountId: "b", videoId: "v1", title: "Own title" },
      { accountId: "c", videoId: null },
    ],
    accounts,
    videos,
    sharedTitle: "Shared",
    times,
  });
  expect(targets).toEqual([
    { accountId: "a", accountName: "TravelWithLin", platform: "tiktok", mediaName: "two.mp4", title: "Shared", titleOverridden: false, description: "", scheduledAt: times[0] },
    { accountId: "b", accountName: "Lin Cooks", platform: "youtube", mediaName: "one.mp4", title: "Own title", titleOverridden: true, description: "", scheduledAt: times[1] },
  ]);
});

test("counts per platform and the time range", () => {
  const targets = [
    { accountId: "a", accountName: "A", platform: "youtube" as const, mediaName: "x", title: "", scheduledAt: "2026-11-23T12:10:00Z" },
    { accountId: "b", accountName: "B", platform: "youtube" as const, mediaName: "y", title: "", scheduledAt: "2026-11-23T12:00:00Z" },
  ];
  expect(countByPlatform(targets)).toEqual([{ platform: "youtube", count: 2 }]);
  expect(timeRange(targets)).toEqual({ first: new Date("2026-11-23T12:00:00Z"), last: new Date("2026-11-23T12:10:00Z") });
  expect(timeRange([])).toBeNull();
});
