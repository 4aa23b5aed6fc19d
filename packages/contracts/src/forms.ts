import type { z } from "zod";
import type { Locale } from "./locale.ts";
import { isMessageKey, translate } from "./messages.ts";

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks form values with a shared schema (the same rules the server applies) and returns the data,
 * or the first message of each field in the interface language.
 */
export function validateForm<T extends z.ZodType>(
  schema: T,
  values: unknown,
  locale: Locale,
): { data: z.infer<T>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (errors[field] !== undefined) continue;
    errors[field] = isMessageKey(issue.message) ? translate(locale, issue.message) : issue.message;
  }
  return { data: null, errors };
}
