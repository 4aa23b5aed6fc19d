import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from "@cdp/contracts";

// localStorage can be missing (SSR, tests) or throw (privacy modes, disabled storage).
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The interface language the user chose last time, or zh-CN. */
export function readStoredLocale(): Locale {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Remembers the interface language under `language_type`; silently does nothing without storage. */
export function storeLocale(locale: Locale): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the choice just isn't remembered.
  }
}
