/** Interface languages. zh-CN is the default; the choice is kept in localStorage under `language_type`. */
export const LOCALES = ["zh-CN", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh-CN";
export const LANGUAGE_STORAGE_KEY = "language_type";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from an Accept-Language style value, falling back to the default. */
export function pickLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  for (const part of value.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("en")) return "en";
    if (tag.startsWith("zh")) return "zh-CN";
  }
  return DEFAULT_LOCALE;
}
