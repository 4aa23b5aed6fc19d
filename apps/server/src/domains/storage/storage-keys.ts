import type { StorageOwner } from "./storage-owner.ts";

const OWNER_PREFIX = { user: "u", admin: "a" } as const;

/** Each owner's own folder: `u/<id>/` for operators, `a/<id>/` for administrators. */
export function ownerDir(owner: StorageOwner): string {
  return `${OWNER_PREFIX[owner.ownerType]}/${owner.ownerId}/`;
}

/** The owner whose folder a key is in, or null when the key is in none. */
export function ownerOfKey(key: string): StorageOwner | null {
  const match = /^([ua])\/(\d+)\//.exec(key);
  if (!match) return null;
  return { ownerType: match[1] === "u" ? "user" : "admin", ownerId: match[2] as string };
}

/**
 * A key that stays inside the storage root on every platform: relative, `/`-separated, no empty,
 * `.` or `..` segment, no backslash, no control characters, at most 1023 bytes (OSS's limit).
 */
export function isSafeKey(key: string): boolean {
  if (!key || Buffer.byteLength(key) > 1023) return false;
  if (key.startsWith("/") || key.includes("\\") || [...key].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (/^[a-zA-Z]:/.test(key)) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** The file name the user chose: what follows `=-=` in `dir + timestamp + '=-=' + name`, else the last segment. */
export function fileNameOfKey(key: string): string {
  const last = key.slice(key.lastIndexOf("/") + 1);
  const marker = last.indexOf("=-=");
  return marker >= 0 ? last.slice(marker + 3) : last;
}

/** Spec: file names must not contain a comma, ASCII or full-width. */
export function hasComma(name: string): boolean {
  return /[,，]/.test(name);
}
