import { describe, expect, it } from "vitest";
import { emailSchema, fileExtension, hasCommaInName, mobileSchema, splitEmailList } from "./rules.ts";

describe("shared validation rules", () => {
  it("accepts mainland mobile numbers and rejects the rest with the spec's messages", () => {
    expect(mobileSchema.safeParse("13812345678").success).toBe(true);
    expect(mobileSchema.safeParse("19912345678").success).toBe(true);
    const wrongPrefix = mobileSchema.safeParse("12812345678");
    expect(wrongPrefix.error?.issues[0]?.message).toBe("validation.mobile");
    expect(mobileSchema.safeParse("1381234567").success).toBe(false);
    expect(mobileSchema.safeParse("").error?.issues[0]?.message).toBe("validation.mobile.required");
  });

  it("validates email addresses", () => {
    expect(emailSchema.safeParse(" ops@example.com ").data).toBe("ops@example.com");
    expect(emailSchema.safeParse("ops@example").error?.issues[0]?.message).toBe("validation.email");
  });

  it("splits email lists on ; , and white space", () => {
    expect(splitEmailList("a@x.cn; b@x.cn,c@x.cn  d@x.cn")).toEqual(["a@x.cn", "b@x.cn", "c@x.cn", "d@x.cn"]);
  });

  it("finds extensions case-insensitively and spots commas of both widths", () => {
    expect(fileExtension("Clip.MP4")).toBe("mp4");
    expect(fileExtension("no-extension")).toBe("");
    expect(hasCommaInName("a,b.png")).toBe(true);
    expect(hasCommaInName("a，b.png")).toBe(true);
    expect(hasCommaInName("ab.png")).toBe(false);
  });
});
