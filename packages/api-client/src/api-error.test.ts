import { describe, expect, it } from "vitest";
import { ApiError, apiErrorMessage, serverFieldErrors } from "./api-error.ts";

describe("apiErrorMessage", () => {
  it("shows the server's msg of a failed call", () => {
    expect(apiErrorMessage(new ApiError(400, "验证码错误", 400), "出错了")).toBe("验证码错误");
  });

  it("falls back for anything that is not an API error, or an empty msg", () => {
    expect(apiErrorMessage(new TypeError("x is undefined"), "出错了")).toBe("出错了");
    expect(apiErrorMessage(new ApiError(500, "", 500), "出错了")).toBe("出错了");
  });
});

describe("serverFieldErrors", () => {
  it("keeps the server's messages for the form's own fields", () => {
    const error = new ApiError(400, "参数有误", 400, [
      { field: "body.name", message: "请输入渠道名称" },
      { field: "body.other", message: "不相关" },
    ]);
    expect(serverFieldErrors(error, ["name", "loginPicture"])).toEqual({ name: "请输入渠道名称" });
  });

  it("is null when no field of the form is named, or for other errors", () => {
    expect(serverFieldErrors(new ApiError(409, "企业编码已存在", 409), ["companyKey"])).toBeNull();
    expect(serverFieldErrors(new TypeError("boom"), ["name"])).toBeNull();
  });
});
