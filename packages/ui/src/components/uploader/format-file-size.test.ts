import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it("picks the largest unit under 1024 and keeps one decimal below 100", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
    expect(formatFileSize(150.4 * 1024 * 1024)).toBe("150 MB");
    expect(formatFileSize(3 * 1024 ** 4)).toBe("3072 GB");
  });
});
