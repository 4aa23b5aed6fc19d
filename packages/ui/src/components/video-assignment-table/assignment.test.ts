import { expect, test } from "vitest";
import { assignInOrder, chooseVideo, missingVideoCount, moveVideo, reconcileAssignment, shuffleAssignment, swapVideos } from "./assignment";

const videosOf = (rows: { videoId: string | null }[]) => rows.map((row) => row.videoId);

test("in order: account i gets video i, accounts past the last video get none", () => {
  expect(videosOf(assignInOrder(["a", "b", "c"], ["v1", "v2"]))).toEqual(["v1", "v2", null]);
  expect(videosOf(assignInOrder(["a"], ["v1", "v2"]))).toEqual(["v1"]);
});

test("reconciling keeps choices and overrides, drops removed videos and hands out the free ones in order", () => {
  const before = [
    { accountId: "a", videoId: "v2", title: "A's title" },
    { accountId: "b", videoId: "v1" },
    { accountId: "c", videoId: "gone" },
  ];
  const after = reconcileAssignment(before, ["a", "b", "c", "d"], ["v1", "v2", "v3"]);
  expect(after).toEqual([
    { accountId: "a", videoId: "v2", title: "A's title" },
    { accountId: "b", videoId: "v1" },
    { accountId: "c", videoId: "v3" },
    { accountId: "d", videoId: null },
  ]);
});

test("reconciling never gives one video to two accounts", () => {
  const after = reconcileAssignment(
    [
      { accountId: "a", videoId: "v1" },
      { accountId: "b", videoId: "v1" },
    ],
    ["a", "b"],
    ["v1", "v2"],
  );
  expect(videosOf(after)).toEqual(["v1", "v2"]);
});

test("choosing a video another account has swaps the two", () => {
  const rows = assignInOrder(["a", "b", "c"], ["v1", "v2", "v3"]);
  expect(videosOf(chooseVideo(rows, "a", "v3"))).toEqual(["v3", "v2", "v1"]);
  expect(videosOf(chooseVideo(rows, "b", "v4"))).toEqual(["v1", "v4", "v3"]);
});

test("moving swaps with the neighbour and ignores moves off the ends", () => {
  const rows = assignInOrder(["a", "b", "c"], ["v1", "v2", "v3"]);
  expect(videosOf(moveVideo(rows, 1, -1))).toEqual(["v2", "v1", "v3"]);
  expect(videosOf(moveVideo(rows, 2, 1))).toEqual(["v1", "v2", "v3"]);
  expect(videosOf(moveVideo(rows, 0, -1))).toEqual(["v1", "v2", "v3"]);
});

test("shuffling is a permutation of the videos, one per account, driven by the random source", () => {
  const rows = assignInOrder(["a", "b", "c"], ["v1", "v2", "v3"]);
  const shuffled = shuffleAssignment(rows, ["v1", "v2", "v3"], () => 0);
  expect(videosOf(shuffled)).toEqual(["v2", "v3", "v1"]);
  const many = videosOf(shuffleAssignment(rows, ["v1", "v2", "v3", "v4", "v5"], Math.random));
  expect(new Set(many).size).toBe(3);
  expect(many.every((id) => id != null)).toBe(true);
});

test("missing videos: accounts minus videos, never negative", () => {
  expect(missingVideoCount(3, 1)).toBe(2);
  expect(missingVideoCount(2, 5)).toBe(0);
});

test("dragging one row onto another swaps their videos and keeps the rest", () => {
  const rows = assignInOrder(["a", "b", "c"], ["v1", "v2", "v3"]);
  expect(videosOf(swapVideos(rows, 0, 2))).toEqual(["v3", "v2", "v1"]);
  expect(videosOf(swapVideos(rows, 1, 1))).toEqual(["v1", "v2", "v3"]);
  expect(videosOf(swapVideos(rows, 0, 5))).toEqual(["v1", "v2", "v3"]);
});
