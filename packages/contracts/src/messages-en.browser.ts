import type { Locale } from "./locale.ts";
import type { MessageKey } from "./messages.ts";

/**
 * In browsers `MESSAGES.en` starts empty and is filled by `loadMessages("en")`, so a page in Chinese
 * never downloads the English table (package.json maps `#messages-en` here under the browser condition).
 */
export const en = {} as Record<MessageKey, string>;

/** Fetches the English table the first time English is chosen; Chinese is built in. */
export async function loadMessages(locale: Locale): Promise<void> {
  if (locale !== "en" || Object.keys(en).length > 0) return;
  Object.assign(en, (await import("./messages-en.ts")).en);
}
