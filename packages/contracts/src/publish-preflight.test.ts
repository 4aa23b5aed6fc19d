import { describe, expect, it } from "vitest";
import { preflightProblems, tiktokCaption, youtubeTagsLength, type PreflightTarget } from "./publish-preflight.ts";
import { translate } from "./messages.ts";

const target = (overrides: Partial<PreflightTarget> = {}): PreflightTarget => ({
  platform: "youtube",
  kind: "video",
  accountName: "频道一",
  title: "标题",
  description: "",
  tags: [],
  privacy: "public",
  allowComment: true,
  allowDuet: false,
  allowStitch: false,
  durationSeconds: 30,
  imageCount: 0,
  creator: null,
  ...overrides,
});
const keys = (overrides: Partial<PreflightTarget>) => preflightProblems(target(overrides)).map((problem) => problem.key);

describe("publish preflight (shared by the publish screens and the server)", () => {
  it("holds YouTube's title, description and tag rules", () => {
    expect(keys({})).toEqual([]);
    expect(keys({ title: "a <b> c" })).toEqual(["validation.publish.youtube.title"]);
    expect(keys({ title: "   " })).toEqual(["validation.publish.youtube.title"]);
    expect(keys({ title: "字".repeat(100) })).toEqual([]);
    expect(keys({ title: "字".repeat(101) })).toEqual(["validation.publish.youtube.title"]);
    // 5000 UTF-8 bytes, not characters: 1667 Chinese characters are 5001 bytes.
    expect(keys({ description: "字".repeat(1666) })).toEqual([]);
    expect(keys({ description: "字".repeat(1667) })).toEqual(["validation.publish.youtube.description"]);
    expect(keys({ description: "x > y" })).toEqual(["validation.publish.youtube.description"]);
    expect(youtubeTagsLength(["a b", "cd"])).toBe(8);
    expect(keys({ tags: Array.from({ length: 60 }, (_, index) => `tag${String(index).padStart(6, "0")}`) })).toEqual(["validation.publish.youtube.tags"]);
    expect(translate("zh-CN", "validation.publish.youtube.title", { max: 100 })).toBe("YouTube 标题须为1-100个字符，且不能包含 < 或 >");
    expect(translate("en", "validation.publish.youtube.title", { max: 100 })).toBe("A YouTube title needs 1 to 100 characters, without < or >");
  });

  it("counts TikTok's caption as the connector sends it, and photo posts' own limits", () => {
    expect(tiktokCaption({ title: "T", description: "D #a", tags: ["a", "#b"] })).toBe("T\n\nD #a #b");
    expect(keys({ platform: "tiktok", title: "x".repeat(2200) })).toEqual([]);
    expect(keys({ platform: "tiktok", title: "x".repeat(2199), tags: ["y"] })).toEqual(["validation.publish.tiktok.caption"]);
    expect(keys({ platform: "tiktok", kind: "photo", imageCount: 3, title: "x".repeat(91) })).toEqual(["validation.publish.tiktok.photoTitle"]);
    expect(keys({ platform: "tiktok", kind: "photo", imageCount: 36 })).toEqual(["validation.publish.images.count"]);
    expect(keys({ platform: "tiktok", kind: "photo", imageCount: 2, description: "x".repeat(4001) })).toEqual(["validation.publish.tiktok.photoDescription"]);
  });

  it("checks what the TikTok creator allows when creator_info was read", () => {
    const creator = { privacyChoices: ["friends" as const, "private" as const], commentDisabled: true, duetDisabled: true, stitchDisabled: false, maxVideoDurationSeconds: 60 };
    expect(keys({ platform: "tiktok", creator, privacy: "public", allowComment: true, allowDuet: true, allowStitch: true, durationSeconds: 61 })).toEqual([
      "publish.privacyNotAllowed",
      "publish.commentDisabled",
      "publish.duetDisabled",
      "publish.videoTooLong",
    ]);
    expect(keys({ platform: "tiktok", creator, privacy: "private", allowComment: false, durationSeconds: 60 })).toEqual([]);
    expect(keys({ platform: "tiktok", creator: null, privacy: "public", durationSeconds: 9999 })).toEqual([]);
  });
});
