import { createHash, randomBytes } from "node:crypto";

/** A random, URL-safe value (OAuth state, link ids). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Only this hash of an OAuth state is stored; the callback finds its session by it. */
export function hashState(state: string): string {
  return createHash("sha256").update(state).digest("hex");
}
