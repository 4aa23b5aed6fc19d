import { loadMessages, type Locale } from "@cdp/contracts";
import type { I18n, Messages } from "@lingui/core";
import { messages as zhCN } from "./locales/zh-CN";

/** A language's compiled messages, or a loader that fetches them (a chunk of their own). */
export type Catalog = Messages | (() => Promise<Messages>);

/** Catalogs by language: the default language's is in the entry, the others load when first chosen. */
export type Catalogs = { "zh-CN": Messages } & Record<Locale, Catalog>;

/** The compiled catalogs of the library's built-in copy (menu button labels and the like). */
export const uiCatalogs: Catalogs = {
  "zh-CN": zhCN,
  en: () => import("./locales/en").then((module) => module.messages),
};

// The language each Lingui instance was last asked for: a slow download must not undo a later choice.
const requested = new WeakMap<I18n, Locale>();

/**
 * Loads the library's messages plus the app's own into `i18n` and switches to `locale`. App messages
 * win on a clash. Catalogs already in memory (the default language) switch before this returns; the
 * others are fetched first, so nothing shows untranslated. Also sets `<html lang>` so screen readers
 * pick the right voice.
 */
export async function activateLocale(i18n: I18n, locale: Locale, appCatalog: Catalog = {}): Promise<void> {
  requested.set(i18n, locale);
  const uiCatalog = uiCatalogs[locale];
  const [ui, app] =
    typeof uiCatalog === "function" || typeof appCatalog === "function"
      ? await loadLanguage(locale, uiCatalog, appCatalog)
      : [uiCatalog, appCatalog];
  if (requested.get(i18n) !== locale) return;
  i18n.load(locale, { ...ui, ...app });
  i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** A language fetched on demand: its catalogs, and the shared server messages (validation, errors) in it. */
async function loadLanguage(locale: Locale, uiCatalog: Catalog, appCatalog: Catalog): Promise<[Messages, Messages]> {
  const [ui, app] = await Promise.all([loadCatalog(uiCatalog), loadCatalog(appCatalog), loadMessages(locale)]);
  return [ui, app];
}

function loadCatalog(catalog: Catalog): Promise<Messages> {
  return typeof catalog === "function" ? catalog() : Promise.resolve(catalog);
}
