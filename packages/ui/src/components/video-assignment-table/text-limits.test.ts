import { expect, test } from "vitest";
import { measureText, postTextCounts } from "./text-limits";

test("TikTok counts UTF-16 units, YouTube titles characters and descriptions UTF-8 bytes", () => {
  expect(measureText("😀a", "units")).toBe(3);
  expect(measureText("😀a", "chars")).toBe(2);
  expect(measureText("中a", "bytes")).toBe(4);
});

test("the TikTok caption counts as the server sends it: title, a blank line, description", () => {
  expect(postTextCounts("tiktok", "ab", "cd")).toEqual([{ field: "caption", length: 6, max: 2200, unit: "units" }]);
  expect(postTextCounts("tiktok", " ab ", "")).toEqual([{ field: "caption", length: 2, max: 2200, unit: "units" }]);
});

test("YouTube counts title and description separately", () => {
  expect(postTextCounts("youtube", "标题", "中文")).toEqual([
    { field: "title", length: 2, max: 100, unit: "chars" },
    { field: "description", length: 6, max: 5000, unit: "bytes" },
  ]);
});

test("TikTok photo posts count title (90) and description (4000) apart", () => {
  expect(postTextCounts("tiktok", "标题", "描述文字", "photo")).toEqual([
    { field: "title", length: 2, max: 90, unit: "units" },
    { field: "description", length: 4, max: 4000, unit: "units" },
  ]);
});
