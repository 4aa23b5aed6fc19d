import { activateLocale, readStoredLocale } from "@cdp/ui/i18n";
import { setupI18n, type I18n } from "@lingui/core";
import type { AppMessages } from "../provider/app-kit-context.ts";

/** A Lingui instance in the stored language (default zh-CN), holding the app's and the UI library's messages. */
export function createAppI18n(messages: AppMessages): I18n {
  const i18n = setupI18n();
  const locale = readStoredLocale();
  activateLocale(i18n, locale, messages[locale]);
  return i18n;
}
