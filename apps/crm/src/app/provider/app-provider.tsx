import { UiProvider } from "@cdp/ui/provider";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "../../shared/components/toaster/index.ts";
import { createAppI18n } from "../../shared/i18n/index.ts";

type AppProviderProps = { children: ReactNode };

/** Server-state cache, the Chakra system and the Lingui instance, created once per mount. */
export function AppProvider({ children }: AppProviderProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [i18n] = useState(createAppI18n);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider i18n={i18n}>
        {children}
        <Toaster />
      </UiProvider>
    </QueryClientProvider>
  );
}
