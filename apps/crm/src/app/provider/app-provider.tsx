import { AppUiProvider } from "@cdp/ui/provider";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createAppI18n } from "../../shared/i18n/index.ts";

type AppProviderProps = { children: ReactNode };

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** Server-state cache (created once per mount) around the library's root: Chakra system, Lingui, toaster. */
export function AppProvider({ children }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppUiProvider createI18n={createAppI18n}>{children}</AppUiProvider>
    </QueryClientProvider>
  );
}
