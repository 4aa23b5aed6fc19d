import { describe, expect, it } from "vitest";
import { hashSessionToken, hashVerificationCode, newSessionToken, newVerificationCode, sameHash } from "./tokens.ts";

describe("tokens and codes", () => {
  it("makes 32-byte base64url session tokens and stores only a hash", () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).not.toBe(token);
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
  });

  it("makes 6-digit codes, leading zeros included", () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it("binds a code's HMAC to the secret, the purpose and the recipient", () => {
    const base = hashVerificationCode("secret", "crm.register", "a@x.cn", "123456");
    expect(sameHash(base, hashVerificationCode("secret", "crm.register", "a@x.cn", "123456"))).toBe(true);
    expect(sameHash(base, hashVerificationCode("other", "crm.register", "a@x.cn", "123456"))).toBe(false);
    expect(sameHash(base, hashVerificationCode("secret", "admin.login", "a@x.cn", "123456"))).toBe(false);
    expect(sameHash(base, hashVerificationCode("secret", "crm.register", "b@x.cn", "123456"))).toBe(false);
  });
});
