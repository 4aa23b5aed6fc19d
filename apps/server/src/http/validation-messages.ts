import { isMessageKey, translate, type FieldError, type Locale } from "@cdp/contracts";
import type { FastifySchemaValidationError } from "fastify/types/schema";
import { z } from "zod";

const zodLocales = { "zh-CN": z.locales.zhCN(), en: z.locales.en() } as const;

/**
 * Turns schema validation failures into `{ field, message }` in the caller's language: a shared
 * rule's message key is looked up; zod's own messages come from zod's locale of that language.
 */
export function toFieldErrors(
  validation: FastifySchemaValidationError[],
  context: string | undefined,
  locale: Locale,
): FieldError[] {
  return validation.map((entry) => {
    const path = entry.instancePath.split("/").filter(Boolean);
    const field = [context, ...path].filter(Boolean).join(".");
    return { field, message: localizedMessage(entry, path, locale) };
  });
}

function localizedMessage(entry: FastifySchemaValidationError, path: string[], locale: Locale): string {
  const message = entry.message ?? "";
  if (isMessageKey(message)) return translate(locale, message, entry.params as Record<string, string | number>);
  const issue = { ...entry.params, code: entry.keyword, path, message } as unknown as z.core.$ZodRawIssue;
  const localized = zodLocales[locale].localeError?.(issue);
  if (typeof localized === "string") return localized;
  return localized?.message ?? message;
}
