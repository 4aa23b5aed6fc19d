import { describe, expect, it } from "vitest";
import {
  adminLoginRequestSchema,
  isFreePlan,
  isStrongPassword,
  loginRequestSchema,
  registerRequestSchema,
  smsLoginRequestSchema,
} from "./identity.ts";

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("identity rules", () => {
  it("wants passwords of 8+ characters with letters and digits", () => {
    expect(isStrongPassword("Passw0rd")).toBe(true);
    expect(isStrongPassword("密码密码密码12")).toBe(true);
    expect(isStrongPassword("Pass0rd")).toBe(false);
    expect(isStrongPassword("password")).toBe(false);
    expect(isStrongPassword("12345678")).toBe(false);
  });

  it("names each problem of a registration by message key", () => {
    expect(messages(registerRequestSchema.safeParse({}))).toEqual({
      email: "validation.email",
      password: "validation.password.required",
      code: "validation.code.required",
    });
    expect(messages(registerRequestSchema.safeParse({ email: "a@b.cn", password: "weakpass", code: "12a456" }))).toEqual({
      password: "validation.password.weak",
      code: "validation.code.format",
    });
  });

  it("checks presence only when signing in", () => {
    expect(loginRequestSchema.safeParse({ account: "a@b.cn", password: "old" }).success).toBe(true);
    expect(messages(loginRequestSchema.safeParse({ account: "", password: "" }))).toEqual({
      account: "validation.account.required",
      password: "validation.password.required",
    });
  });

  it("uses the spec's phone-form messages", () => {
    expect(messages(smsLoginRequestSchema.safeParse({ phone: "", code: "" }))).toEqual({
      phone: "validation.mobile.required",
      code: "validation.smsCode.required",
    });
    expect(messages(smsLoginRequestSchema.safeParse({ phone: "23812345678", code: "123456" }))).toEqual({ phone: "validation.mobile" });
  });

  it("takes an admin sign-in by password or by emailed code", () => {
    expect(adminLoginRequestSchema.safeParse({ account: "a@b.cn", password: "x" }).success).toBe(true);
    expect(adminLoginRequestSchema.safeParse({ email: "a@b.cn", code: "123456" }).success).toBe(true);
    expect(messages(adminLoginRequestSchema.safeParse({ email: "nope", code: "12" }))).toEqual({
      email: "validation.email",
      code: "validation.code.format",
    });
    expect(messages(adminLoginRequestSchema.safeParse({ account: "a@b.cn" }))).toEqual({ password: "validation.adminLogin.method" });
  });

  it("treats a missing plan as free", () => {
    expect(isFreePlan("free")).toBe(true);
    expect(isFreePlan(undefined)).toBe(true);
    expect(isFreePlan("pro")).toBe(false);
  });
});
