import { AppUiProvider } from "@cdp/ui/provider";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
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

/** Server-state cache (one per mount) around the library's root: Chakra system, Lingui in the stored language, toaster. */
export function AppKitProvider({ messages, children }: AppKitProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppMessagesContext.Provider value={messages}>
      <QueryClientProvider client={queryClient}>
        <AppUiProvider createI18n={() => createAppI18n(messages)}>{children}</AppUiProvider>
      </QueryClientProvider>
    </AppMessagesContext.Provider>
  );
}
