import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Encrypts platform tokens at rest: AES-256-GCM, a random 12-byte IV per value, `v1:<iv>:<tag>:<data>` (base64url). */
export type TokenCipher = {
  encrypt(plain: string): string;
  /** Throws when the value was tampered with or sealed under another key. */
  decrypt(sealed: string): string;
};

const VERSION = "v1";

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error("the token encryption key must be 32 bytes");
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(":");
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split(":");
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("not a sealed token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/**
 * The configured key (base64), or one generated on the first start and kept in
 * `<dataDir>/secrets/token-encryption.key` (mode 0600). The file appears atomically (written aside,
 * then hard-linked into place), so concurrent first starts agree on one key.
 */
export function loadTokenEncryptionKey(configured: string | null, dataDir: string): Buffer {
  if (configured) return decodeKey(configured, "TOKEN_ENCRYPTION_KEY");
  const file = path.join(dataDir, "secrets", "token-encryption.key");
  try {
    return decodeKey(readFileSync(file, "utf8"), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(aside, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  return decodeKey(readFileSync(file, "utf8"), file);
}

function decodeKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim().replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (key.length !== 32) throw new Error(`${source} does not hold a 32-byte base64 key`);
  return key;
}
