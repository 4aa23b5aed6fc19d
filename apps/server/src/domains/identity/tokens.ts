import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { VERIFICATION_CODE_LENGTH } from "@cdp/contracts";

/** A session token: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens carry 256 bits of entropy, so a plain SHA-256 is enough to store them safely. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A verification code: 6 digits from the CSPRNG, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");
}

/**
 * Codes have only a million values, so a plain hash would be reversed by trying them all: they are
 * stored as an HMAC keyed with the server secret, bound to their purpose and recipient.
 */
export function hashVerificationCode(secret: string, purpose: string, target: string, code: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${target}\n${code}`).digest("base64url");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
