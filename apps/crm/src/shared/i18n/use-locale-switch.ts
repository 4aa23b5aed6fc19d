import { storeLocale, activateLocale } from "@cdp/ui/i18n";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@cdp/contracts";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { appMessages } from "./app-i18n.ts";

/** The active language and a switcher that re-renders the app in the new one and remembers it. */
export function useLocaleSwitch(): { locale: Locale; changeLocale: (next: Locale) => void } {
  const { i18n } = useLingui();
  const changeLocale = useCallback(
    (next: Locale) => {
      activateLocale(i18n, next, appMessages[next]);
      storeLocale(next);
    },
    [i18n],
  );
  return { locale: isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, changeLocale };
}
