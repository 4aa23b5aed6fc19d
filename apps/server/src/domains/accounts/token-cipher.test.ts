import { mkdtempSync, rmSync, statSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTokenCipher, loadTokenEncryptionKey } from "./token-cipher.ts";

describe("token cipher", () => {
  const cipher = createTokenCipher(randomBytes(32));
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("round-trips a token and never repeats a ciphertext", () => {
    const sealed = cipher.encrypt("act.令牌-123");
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain("act.");
    expect(cipher.decrypt(sealed)).toBe("act.令牌-123");
    expect(cipher.encrypt("act.令牌-123")).not.toBe(sealed);
  });

  it("detects tampering", () => {
    const parts = cipher.encrypt("refresh-token").split(":");
    const data = Buffer.from(parts[3]!, "base64url");
    data[0] = data[0]! ^ 1;
    expect(() => cipher.decrypt([parts[0], parts[1], parts[2], data.toString("base64url")].join(":"))).toThrow();
    expect(() => cipher.decrypt("v2:aa:bb:cc")).toThrow();
  });

  it("refuses a value sealed under another key", () => {
    expect(() => createTokenCipher(randomBytes(32)).decrypt(cipher.encrypt("secret"))).toThrow();
  });

  it("generates a key once under the data directory (mode 0600) and reuses it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cdp-key-"));
    dirs.push(dir);
    const first = loadTokenEncryptionKey(null, dir);
    expect(loadTokenEncryptionKey(null, dir).equals(first)).toBe(true);
    expect(statSync(path.join(dir, "secrets", "token-encryption.key")).mode & 0o777).toBe(0o600);
    const configured = randomBytes(32);
    expect(loadTokenEncryptionKey(configured.toString("base64"), dir).equals(configured)).toBe(true);
  });
});
