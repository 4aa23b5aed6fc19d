import { describe, expect, it } from "vitest";
import { validateForm } from "./forms.ts";
import { registerRequestSchema } from "./identity.ts";

describe("validateForm", () => {
  it("returns the parsed data when the values are valid", () => {
    const result = validateForm(registerRequestSchema, { email: " a@b.cn ", password: "Passw0rd", code: "123456" }, "zh-CN");
    expect(result).toEqual({ data: { email: "a@b.cn", password: "Passw0rd", code: "123456" }, errors: null });
  });

  it("gives the first message of each field in the interface language", () => {
    expect(validateForm(registerRequestSchema, { email: "x", password: "", code: "1" }, "zh-CN").errors).toEqual({
      email: "请输入正确的邮箱地址",
      password: "请输入密码",
      code: "验证码为6位数字",
    });
    expect(validateForm(registerRequestSchema, { email: "x" }, "en").errors?.email).toBe("Please enter a valid email address");
  });
});
