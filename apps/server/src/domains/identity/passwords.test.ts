import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, setPasswordHashCost, verifyDecoyPassword, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  // The cost is process-wide, and every runtime sets its own: a file run before this one in the same worker leaves its cost behind.
  beforeEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));
  afterEach(() => setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST));

  it("hashes with scrypt at N = 2^15 by default and a random salt, and verifies", async () => {
    const first = await hashPassword("Passw0rd");
    const second = await hashPassword("Passw0rd");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("Passw0rd");
    expect(await verifyPassword("Passw0rd", first)).toBe(true);
    expect(await verifyPassword("passw0rd", first)).toBe(false);
  });

  it("hashes new passwords at a changed cost and still verifies the hashes made before", async () => {
    const before = await hashPassword("Passw0rd");
    setPasswordHashCost(11);
    const after = await hashPassword("Passw0rd");
    expect(after).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await verifyPassword("Passw0rd", before)).toBe(true);
    expect(await verifyPassword("Passw0rd", after)).toBe(true);
    expect(await verifyPassword("Passw0rd1", after)).toBe(false);
  });

  it("never matches a malformed stored value", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$0$8$1$aa$bb")).toBe(false);
  });

  it("spends a real check's time on unknown accounts and always fails", async () => {
    expect(await verifyDecoyPassword("anything1")).toBe(false);
    setPasswordHashCost(11);
    expect(await verifyDecoyPassword("anything1")).toBe(false);
  });
});
