import { DEFAULT_LOCALE } from "@cdp/contracts";
import { activateLocale, readStoredLocale } from "@cdp/ui/i18n";
import { setupI18n, type I18n } from "@lingui/core";
import type { AppMessages } from "../provider/app-kit-context.ts";

export type AppI18n = {
  /** Holds the app's and the UI library's messages. */
  i18n: I18n;
  /** Settles once the stored language is active (at once for Chinese, after its download for English). */
  ready: Promise<void>;
};

/** A Lingui instance in the stored language (default zh-CN), holding the app's and the UI library's messages. */
export function createAppI18n(messages: AppMessages): AppI18n {
  const i18n = setupI18n();
  const locale = readStoredLocale();
  // Offline or a release replaced the chunk: the page still opens, in the default language.
  const ready = activateLocale(i18n, locale, messages[locale]).catch(() => activateLocale(i18n, DEFAULT_LOCALE, messages[DEFAULT_LOCALE]));
  return { i18n, ready };
}
