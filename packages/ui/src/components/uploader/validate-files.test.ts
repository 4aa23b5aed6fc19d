import { describe, expect, it } from "vitest";
import { fileKind, pickerAccept, validateFiles, type FileRules } from "./validate-files";

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });
const listed = (fileName: string, type: "image" | "video" | "other" = "image") => ({ fileName, type });
const rules = (overrides: Partial<FileRules> = {}): FileRules => ({ accept: "any", maxCount: 99, ...overrides });

describe("validateFiles", () => {
  it("accepts good files and keeps their order", () => {
    const files = [file("a.png"), file("b.JPG"), file("c.gif")];
    expect(validateFiles(files, [], rules({ accept: "image" }))).toEqual({ accepted: files, problems: [] });
  });

  it("turns down names with an ASCII or a full-width comma", () => {
    const result = validateFiles([file("a,b.png"), file("a，b.png"), file("ab.png")], [], rules({ accept: "image" }));
    expect(result.accepted.map((f) => f.name)).toEqual(["ab.png"]);
    expect(result.problems).toEqual([
      { reason: "comma", fileName: "a,b.png" },
      { reason: "comma", fileName: "a，b.png" },
    ]);
  });

  it("takes only png/jpeg/jpg/gif as images, in any case", () => {
    const names = ["a.PNG", "b.jpeg", "c.Jpg", "d.GIF", "e.webp", "f.mp4", "g"];
    const result = validateFiles(names.map((n) => file(n)), [], rules({ accept: "image" }));
    expect(result.accepted.map((f) => f.name)).toEqual(["a.PNG", "b.jpeg", "c.Jpg", "d.GIF"]);
    expect(result.problems).toEqual(["e.webp", "f.mp4", "g"].map((fileName) => ({ reason: "image-format", fileName })));
  });

  it("takes only mp4/rmvb/avi/ts as videos, in any case", () => {
    const names = ["a.MP4", "b.rmvb", "c.AVI", "d.ts", "e.mov", "f.png"];
    const result = validateFiles(names.map((n) => file(n)), [], rules({ accept: "video" }));
    expect(result.accepted.map((f) => f.name)).toEqual(["a.MP4", "b.rmvb", "c.AVI", "d.ts"]);
    expect(result.problems).toEqual(["e.mov", "f.png"].map((fileName) => ({ reason: "video-format", fileName })));
  });

  it("takes images and videos in media mode and turns anything else down as the wrong type", () => {
    const result = validateFiles([file("a.png"), file("b.mp4"), file("c.pdf")], [], rules({ accept: "media" }));
    expect(result.accepted.map((f) => f.name)).toEqual(["a.png", "b.mp4"]);
    expect(result.problems).toEqual([{ reason: "file-type", fileName: "c.pdf" }]);
  });

  it("takes any file in any mode", () => {
    expect(validateFiles([file("a.pdf"), file("b")], [], rules()).problems).toEqual([]);
  });

  it("turns down files over the size setting, and allows exactly the limit", () => {
    const result = validateFiles([file("big.png", 2 * MB + 1), file("ok.png", 2 * MB)], [], rules({ maxSizeMb: 2 }));
    expect(result.accepted.map((f) => f.name)).toEqual(["ok.png"]);
    expect(result.problems).toEqual([{ reason: "too-large", fileName: "big.png", maxSizeMb: 2 }]);
  });

  it("has no size limit without a setting", () => {
    expect(validateFiles([file("huge.mp4", 5000 * MB)], [], rules()).problems).toEqual([]);
  });

  it("turns the whole selection down when it would pass the max count", () => {
    const result = validateFiles([file("c.png"), file("d.png")], [listed("a.png"), listed("b.png")], rules({ maxCount: 3 }));
    expect(result).toEqual({ accepted: [], problems: [{ reason: "too-many", max: 3 }] });
    expect(validateFiles([file("c.png")], [listed("a.png"), listed("b.png")], rules({ maxCount: 3 })).problems).toEqual([]);
  });

  it("turns down a name already listed or already in the selection", () => {
    const result = validateFiles([file("a.png"), file("b.png"), file("b.png")], [listed("a.png")], rules());
    expect(result.accepted.map((f) => f.name)).toEqual(["b.png"]);
    expect(result.problems).toEqual([
      { reason: "duplicate", fileName: "a.png" },
      { reason: "duplicate", fileName: "b.png" },
    ]);
  });

  it("counts listed and newly accepted videos against the video limit", () => {
    const result = validateFiles(
      [file("b.mp4"), file("c.png"), file("d.avi")],
      [listed("a.mp4", "video")],
      rules({ accept: "media", maxVideoCount: 2 }),
    );
    expect(result.accepted.map((f) => f.name)).toEqual(["b.mp4", "c.png"]);
    expect(result.problems).toEqual([{ reason: "too-many-videos", fileName: "d.avi", max: 2 }]);
  });

  it("in single-file mode turns down two files at once", () => {
    expect(validateFiles([file("a.png"), file("b.png")], [], rules({ single: true }))).toEqual({
      accepted: [],
      problems: [{ reason: "single-only" }],
    });
  });

  it("in single-file mode lets one new file replace the listed one, whatever its name", () => {
    const result = validateFiles([file("a.png")], [listed("a.png")], rules({ single: true, maxCount: 1 }));
    expect(result).toEqual({ accepted: [file("a.png")], problems: [] });
  });

  it("checks the name first, then the type, then the size", () => {
    const result = validateFiles([file("a,b.exe", 9 * MB), file("c.exe", 9 * MB)], [], rules({ accept: "image", maxSizeMb: 1 }));
    expect(result.problems.map((p) => p.reason)).toEqual(["comma", "image-format"]);
  });
});

describe("fileKind", () => {
  it("tells images, videos and other files apart by extension", () => {
    expect(["a.JPEG", "b.Ts", "c.docx", "d"].map(fileKind)).toEqual(["image", "video", "other", "other"]);
  });
});

describe("pickerAccept", () => {
  it("lists the extensions the picker offers", () => {
    expect(pickerAccept("image")).toBe(".png,.jpeg,.jpg,.gif");
    expect(pickerAccept("video")).toBe(".mp4,.rmvb,.avi,.ts");
    expect(pickerAccept("media")).toBe(".png,.jpeg,.jpg,.gif,.mp4,.rmvb,.avi,.ts");
    expect(pickerAccept("any")).toBeUndefined();
  });
});
