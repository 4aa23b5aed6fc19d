import { describe, expect, it } from "vitest";
import { checkContent, imageSize, pinnedHeadersOf } from "./file-types.ts";
import { sample } from "../../../test/storage/samples.ts";

describe("content checks by magic bytes", () => {
  it("accepts each of the spec's formats under its own extensions", () => {
    for (const [name, bytes] of [
      ["a.png", sample.png],
      ["a.jpg", sample.jpeg],
      ["a.JPEG", sample.jpeg],
      ["a.gif", sample.gif],
      ["a.mp4", sample.mp4],
      ["a.rmvb", sample.rmvb],
      ["a.avi", sample.avi],
      ["a.ts", sample.ts],
    ] as const) {
      expect(checkContent(name, bytes), name).not.toBeNull();
    }
  });

  it("refuses a claimed type with other content, and known content behind another name", () => {
    expect(checkContent("a.png", sample.jpeg)).toBeNull();
    expect(checkContent("a.mp4", Buffer.from("<html>not a video</html>"))).toBeNull();
    expect(checkContent("a.txt", sample.png)).toBeNull();
    expect(checkContent("notes.txt", Buffer.from("hello"))).toEqual({ type: "other", mime: "application/octet-stream" });
  });

  it("takes a .ts file only with at least one whole 188-byte packet, each starting with the sync byte", () => {
    expect(checkContent("tiny.ts", Buffer.from([0x47]))).toBeNull();
    expect(checkContent("short.ts", Buffer.alloc(187, 0x47))).toBeNull();
    const twoPackets = Buffer.alloc(376);
    twoPackets[0] = 0x47;
    expect(checkContent("broken.ts", twoPackets)).toBeNull();
    twoPackets[188] = 0x47;
    expect(checkContent("two.ts", twoPackets)).toEqual({ type: "video", mime: "video/mp2t" });
  });

  it("reads image sizes from the first bytes", () => {
    expect(imageSize("image/png", sample.png)).toEqual({ width: 3, height: 2 });
    expect(imageSize("image/gif", sample.gif)).toEqual({ width: 5, height: 4 });
    expect(imageSize("image/jpeg", sample.jpeg)).toEqual({ width: 8, height: 6 });
  });
});

describe("the headers a signed upload pins", () => {
  it("serves each accepted format as its own type, and anything else (or no name) as a download", () => {
    expect(pinnedHeadersOf("clip.MP4")).toEqual({ contentType: "video/mp4", attachment: false });
    expect(pinnedHeadersOf("cover.jpg")).toEqual({ contentType: "image/jpeg", attachment: false });
    expect(pinnedHeadersOf("a.ts")).toEqual({ contentType: "video/mp2t", attachment: false });
    for (const name of ["evil.html", "evil.svg", "notes", undefined]) {
      expect(pinnedHeadersOf(name)).toEqual({ contentType: "application/octet-stream", attachment: true });
    }
  });
});
