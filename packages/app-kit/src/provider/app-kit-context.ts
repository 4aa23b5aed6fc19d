import type { Catalogs } from "@cdp/ui/i18n";
import { createContext, useContext } from "react";

/** An app's compiled Lingui catalogs, one per language: Chinese in the entry, English loaded on demand. */
export type AppMessages = Catalogs;

export const AppMessagesContext = createContext<AppMessages | null>(null);

/** The catalogs of the app this component runs in (set by `AppKitProvider`). */
export function useAppMessages(): AppMessages {
  const messages = useContext(AppMessagesContext);
  if (!messages) throw new Error("useAppMessages needs an AppKitProvider above it");
  return messages;
}
