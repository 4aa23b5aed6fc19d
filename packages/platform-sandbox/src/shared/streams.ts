import type { Readable } from "node:stream";

/** Whether a parsed body is the raw request stream (media routes) rather than parsed JSON or a form. */
export function isStream(value: unknown): value is Readable {
  return typeof value === "object" && value !== null && typeof (value as Readable).pipe === "function" && typeof (value as Readable).on === "function";
}
