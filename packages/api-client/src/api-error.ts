import type { FieldError, FieldErrors } from "@cdp/contracts";

/** What a failed call becomes: the envelope's code and message, field errors, and the request id. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number | null,
    readonly fields: FieldError[] = [],
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The message for one field, for showing it under that field of a form. */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((entry) => entry.field === field || entry.field.endsWith(`.${field}`))?.message;
  }
}

/** Code of a call that never got an answer (offline, server down, timeout). */
export const NETWORK_ERROR_CODE = -1;

/** The server's `msg` of a failed call (the spec shows it as is), or `fallback` for anything else. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

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
