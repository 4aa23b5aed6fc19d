import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { API_KEY_PREFIX } from "@cdp/contracts";

/** How many characters of a key lists show: `cdp_` and 8 more (about 48 bits: recognisable, not usable). */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** A new key: `cdp_` and 32 random bytes in base64url (43 characters), with what is stored of it. */
export function newApiKey(): { key: string; prefix: string; secretHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), secretHash: hashApiKey(key) };
}

/** SHA-256 is enough for a 256-bit random secret: nothing to guess, so no slow hash is needed. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Whether a presented key hashes to the stored hash, compared in constant time. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** Whether a bearer token is shaped like one of our keys (otherwise it is a session token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}
