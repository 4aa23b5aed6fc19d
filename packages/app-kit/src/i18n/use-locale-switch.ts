import { DEFAULT_LOCALE, isLocale, type Locale } from "@cdp/contracts";
import { activateLocale, storeLocale } from "@cdp/ui/i18n";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { useAppMessages } from "../provider/app-kit-context.ts";

/** The active language and a switcher that re-renders the app in the new one (once loaded) and remembers it. */
export function useLocaleSwitch(): { locale: Locale; changeLocale: (next: Locale) => void } {
  const { i18n } = useLingui();
  const messages = useAppMessages();
  const changeLocale = useCallback(
    (next: Locale) => {
      activateLocale(i18n, next, messages[next])
        // Only a language that became active is remembered (a later choice may have overtaken it).
        .then(() => {
          if (i18n.locale === next) storeLocale(next);
        })
        // The catalog could not be fetched (offline): the page stays in the language it shows.
        .catch(() => undefined);
    },
    [i18n, messages],
  );
  return { locale: isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, changeLocale };
}
