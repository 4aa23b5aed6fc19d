import { publishItemFixture } from "@cdp/contracts/testing";
import { describe, expect, it } from "vitest";
import { publishItemViewOf } from "./api-views";

describe("publishItemViewOf", () => {
  it("reads a target cancelled before it started as 已取消, and other failures as failed", () => {
    const cancelled = publishItemFixture({ status: 2, phase: "failed", error: { code: "cancelled", reason: "已取消" } });
    expect(publishItemViewOf(cancelled, "a.mp4")).toMatchObject({ status: 2, phase: "canceled" });
    const failed = publishItemFixture({ status: 2, phase: "failed", error: { code: "spam_risk", reason: "有风险" } });
    expect(publishItemViewOf(failed, "a.mp4").phase).toBe("failed");
  });
});
