import { LanguageSwitch } from "@cdp/ui/language-switch";
import { useLocaleSwitch } from "../../i18n/index.ts";

/** The library's language switch, wired to this app's catalogs and the stored choice. */
export function AppLanguageSwitch() {
  const { locale, changeLocale } = useLocaleSwitch();
  return <LanguageSwitch value={locale} onChange={changeLocale} />;
}
