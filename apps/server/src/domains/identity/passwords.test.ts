import { describe, expect, it } from "vitest";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("hashes with scrypt and a random salt, and verifies", async () => {
    const first = await hashPassword("Passw0rd");
    const second = await hashPassword("Passw0rd");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("Passw0rd");
    expect(await verifyPassword("Passw0rd", first)).toBe(true);
    expect(await verifyPassword("passw0rd", first)).toBe(false);
  });

  it("never matches a malformed stored value", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$0$8$1$aa$bb")).toBe(false);
  });

  it("spends a real check's time on unknown accounts and always fails", async () => {
    expect(await verifyDecoyPassword("anything1")).toBe(false);
  });
});
