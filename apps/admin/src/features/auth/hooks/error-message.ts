import { ApiError } from "@cdp/api-client";

/** The server's `msg` of a failed call (the spec shows it as an error), or a generic text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
