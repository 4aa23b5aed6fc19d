import type { Locale } from "@cdp/contracts";
import type { Messages } from "@lingui/core";
import { createContext, useContext } from "react";

/** An app's compiled Lingui catalogs, one per language. */
export type AppMessages = Record<Locale, Messages>;

export const AppMessagesContext = createContext<AppMessages | null>(null);

/** The catalogs of the app this component runs in (set by `AppKitProvider`). */
export function useAppMessages(): AppMessages {
  const messages = useContext(AppMessagesContext);
  if (!messages) throw new Error("useAppMessages needs an AppKitProvider above it");
  return messages;
}
