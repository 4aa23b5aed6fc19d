import { LanguageSwitch } from "@cdp/ui/language-switch";
import { useLocaleSwitch } from "../../i18n/use-locale-switch.ts";

/** The library's language switch, wired to the app's catalogs and the stored choice. */
export function AppLanguageSwitch() {
  const { locale, changeLocale } = useLocaleSwitch();
  return <LanguageSwitch value={locale} onChange={changeLocale} />;
}
