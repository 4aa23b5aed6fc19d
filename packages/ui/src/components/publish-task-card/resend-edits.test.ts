import { describe, expect, it } from "vitest";
import { changedEdits, parseTags, resendProblems } from "./resend-edits";

const options = { privacy: "public" as const, tags: [], allowComment: true, allowDuet: false, allowStitch: false };

describe("resend edits", () => {
  it("names the field that breaks a platform rule, in the operator's language", () => {
    const youtube = [{ accountName: "频道", platform: "youtube" as const, kind: "video" as const }];
    expect(resendProblems({ title: "a <b>", description: "" }, youtube, "zh-CN", options)).toEqual({ title: "YouTube 标题须为1-100个字符，且不能包含 < 或 >" });
    expect(resendProblems({ title: "", description: "" }, youtube, "en", options).title).toBe("Please enter a title");
    expect(resendProblems({ title: "好", description: "" }, youtube, "zh-CN", options)).toEqual({});
    const photo = [{ accountName: "创作者", platform: "tiktok" as const, kind: "photo" as const, imageCount: 2 }];
    expect(resendProblems({ title: "图".repeat(91), description: "" }, photo, "zh-CN", options)).toEqual({ title: "TikTok 图文标题最多90个字符" });
  });

  it("reads tags as typed and keeps only what changed", () => {
    expect(parseTags("#新品, 上市  新品\n#sale")).toEqual(["新品", "上市", "sale"]);
    const initial = { title: "a", description: "b", options };
    expect(changedEdits(initial, { ...initial, title: " c " })).toEqual({ title: "c" });
    expect(changedEdits(initial, { ...initial, options: { ...options, privacy: "friends" } })).toEqual({ options: { ...options, privacy: "friends" } });
    expect(changedEdits(initial, initial)).toEqual({});
  });
});
