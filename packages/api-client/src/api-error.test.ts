import { describe, expect, it } from "vitest";
import { ApiError, apiErrorMessage } from "./api-error.ts";

describe("apiErrorMessage", () => {
  it("shows the server's msg of a failed call", () => {
    expect(apiErrorMessage(new ApiError(400, "验证码错误", 400), "出错了")).toBe("验证码错误");
  });

  it("falls back for anything that is not an API error, or an empty msg", () => {
    expect(apiErrorMessage(new TypeError("x is undefined"), "出错了")).toBe("出错了");
    expect(apiErrorMessage(new ApiError(500, "", 500), "出错了")).toBe("出错了");
  });
});
