import { expect, test } from "vitest";
import { EMPTY_YOUTUBE_OPTIONS, parseTags, tagsLength, youtubeOptionProblems } from "./youtube-rules";

test("tags split on ASCII and full-width commas, 、 and new lines; blanks and repeats go", () => {
  expect(parseTags(" 旅行, vlog，美食、vlog\n春季 出游 ,")).toEqual(["旅行", "vlog", "美食", "春季 出游"]);
  expect(parseTags("")).toEqual([]);
});

test("tag length counts the commas between tags and quotes around tags with spaces", () => {
  expect(tagsLength(["ab", "c d"])).toBe(2 + 1 + 3 + 2);
  expect(tagsLength([])).toBe(0);
});

test("YouTube options need a privacy and at most 500 characters of tags", () => {
  expect(youtubeOptionProblems(EMPTY_YOUTUBE_OPTIONS)).toEqual(["privacyRequired"]);
  expect(youtubeOptionProblems({ privacyStatus: "public", tags: ["x".repeat(501)] })).toEqual(["tagsTooLong"]);
  expect(youtubeOptionProblems({ privacyStatus: "unlisted", tags: ["x".repeat(500)] })).toEqual([]);
});
