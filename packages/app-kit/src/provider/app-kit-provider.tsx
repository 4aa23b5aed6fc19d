import { AppUiProvider } from "@cdp/ui/provider";
import type { I18n } from "@lingui/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { createAppI18n } from "../i18n/create-app-i18n.ts";
import { AppMessagesContext, type AppMessages } from "./app-kit-context.ts";

type AppKitProviderProps = {
  /** The app's compiled catalogs; the UI library's are added to them. */
  messages: AppMessages;
  children: ReactNode;
};

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** The Lingui instance once the stored language is active, else null (English still downloading). */
function useActiveI18n(messages: AppMessages): I18n | null {
  const [{ i18n, ready }] = useState(() => createAppI18n(messages));
  const [active, setActive] = useState(() => i18n.locale !== "");
  useEffect(() => {
    if (!active) void ready.then(() => setActive(true));
  }, [active, ready]);
  return active ? i18n : null;
}

/** Server-state cache (one per mount) around the library's root: Chakra system, Lingui in the stored language, toaster. */
export function AppKitProvider({ messages, children }: AppKitProviderProps) {
  const [queryClient] = useState(createQueryClient);
  const i18n = useActiveI18n(messages);
  // Nothing renders until the page can render in its language: no untranslated flash.
  if (!i18n) return null;
  return (
    <AppMessagesContext.Provider value={messages}>
      <QueryClientProvider client={queryClient}>
        <AppUiProvider createI18n={() => i18n}>{children}</AppUiProvider>
      </QueryClientProvider>
    </AppMessagesContext.Provider>
  );
}
