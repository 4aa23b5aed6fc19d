import { describe, expect, it } from "vitest";
import { decodeOpPart } from "./audit-recorder.ts";

describe("decodeOpPart", () => {
  it("decodes the percent-encoded route name the admin app sends", () => {
    expect(decodeOpPart(encodeURIComponent("用户管理"))).toBe("用户管理");
    expect(decodeOpPart(["%E4%BB%BB%E5%8A%A1%E7%AE%A1%E7%90%86"])).toBe("任务管理");
  });

  it("keeps a value that is not valid percent-encoding, and copes with none", () => {
    expect(decodeOpPart("100%")).toBe("100%");
    expect(decodeOpPart(undefined)).toBe("");
    expect(decodeOpPart("x".repeat(300))).toHaveLength(200);
  });
});
