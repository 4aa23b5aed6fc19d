import { describe, expect, it } from "vitest";
import { fileItemFromUrl, validateFileForm } from "./file-form";

const file = fileItemFromUrl("https://files.example.com/a.pdf");

describe("validateFileForm", () => {
  it("needs a name and a file", () => {
    expect(validateFileForm({ name: "  ", files: [] }, 50)).toEqual({ name: "required", file: "required" });
    expect(validateFileForm({ name: "季度报告", files: [file] }, 50)).toEqual({});
  });

  it("takes a name of up to the limit, counting characters, not bytes", () => {
    expect(validateFileForm({ name: "报".repeat(50), files: [file] }, 50)).toEqual({});
    expect(validateFileForm({ name: "报".repeat(51), files: [file] }, 50)).toEqual({ name: "too-long" });
    expect(validateFileForm({ name: ` ${"a".repeat(50)} `, files: [file] }, 50)).toEqual({});
  });
});

describe("fileItemFromUrl", () => {
  it("uses the given name and types the file by it", () => {
    expect(fileItemFromUrl("https://cdn.example.com/x/1700000000=-=cover.PNG", "封面.png")).toEqual({
      fileName: "封面.png",
      exportFile: "https://cdn.example.com/x/1700000000=-=cover.PNG",
      imgUrl: "https://cdn.example.com/x/1700000000=-=cover.PNG",
      type: "image",
      fileSize: 0,
    });
  });

  it("otherwise takes the name from the URL, without the upload prefix", () => {
    expect(fileItemFromUrl("https://cdn.example.com/share/1700000000=-=%E6%8A%A5%E5%91%8A.pdf?x=1").fileName).toBe("报告.pdf");
    expect(fileItemFromUrl("https://cdn.example.com/share/intro.mp4")).toMatchObject({ fileName: "intro.mp4", type: "video", address: "https://cdn.example.com/share/intro.mp4" });
  });
});
