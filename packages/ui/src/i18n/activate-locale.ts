import type { Locale } from "@cdp/contracts";
import type { I18n, Messages } from "@lingui/core";
import { messages as en } from "./locales/en";
import { messages as zhCN } from "./locales/zh-CN";

/** The compiled catalogs of the library's built-in copy (menu button labels and the like). */
export const uiMessages: Record<Locale, Messages> = { "zh-CN": zhCN, en };

/**
 * Loads the library's messages plus the app's own into `i18n` and switches to `locale`.
 * App messages win on a clash. Also sets `<html lang>` so screen readers pick the right voice.
 */
export function activateLocale(i18n: I18n, locale: Locale, appMessages?: Messages): void {
  i18n.load(locale, { ...uiMessages[locale], ...appMessages });
  i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}
