import { describe, expect, it } from "vitest";
import { fileNameOfKey, hasComma, isSafeKey, ownerDir, ownerOfKey } from "./storage-keys.ts";

describe("storage keys", () => {
  it("gives each owner a folder and reads the owner back", () => {
    expect(ownerDir({ ownerType: "user", ownerId: "7" })).toBe("u/7/");
    expect(ownerDir({ ownerType: "admin", ownerId: "7" })).toBe("a/7/");
    expect(ownerOfKey("a/7/1=-=x.png")).toEqual({ ownerType: "admin", ownerId: "7" });
    expect(ownerOfKey(".tmp/abc.part")).toBeNull();
  });

  it("refuses keys that could leave the storage root", () => {
    for (const key of ["", "/etc/passwd", "u/1/../../x", "u/1/./x", "u/1//x", "u\\1\\x", "C:/x", "u/1/x\u0000", "u/1/"]) {
      expect(isSafeKey(key), key).toBe(false);
    }
    expect(isSafeKey("u/1/1700000000000=-=视频 1.mp4")).toBe(true);
  });

  it("reads the chosen file name from dir + timestamp + '=-=' + name", () => {
    expect(fileNameOfKey("u/1/1700000000000=-=my.clip.mp4")).toBe("my.clip.mp4");
    expect(fileNameOfKey("u/1/plain.png")).toBe("plain.png");
  });

  it("spots ASCII and full-width commas", () => {
    expect(hasComma("a,b.png")).toBe(true);
    expect(hasComma("a，b.png")).toBe(true);
    expect(hasComma("a b.png")).toBe(false);
  });
});
