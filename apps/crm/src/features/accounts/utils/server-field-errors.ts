import { ApiError } from "@cdp/api-client";
import type { FieldErrors } from "@cdp/contracts";

/**
 * The server's 400 field messages (already in the caller's language) for the form's `fields`, or
 * null when the failure is not about those fields.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = error.fieldMessage(field);
    if (message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
