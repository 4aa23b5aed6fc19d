import { useState } from "react";
import { RouterProvider, type createBrowserRouter } from "react-router-dom";
import type { AppMessages } from "../provider/app-kit-context.ts";
import { AppKitProvider } from "../provider/app-kit-provider.tsx";

type AppRootProps = {
  messages: AppMessages;
  /** Builds the app's data router; each mount gets its own. */
  createRouter: () => ReturnType<typeof createBrowserRouter>;
};

/** A whole app: the kit's providers around the data router. */
export function AppRoot({ messages, createRouter }: AppRootProps) {
  const [router] = useState(createRouter);
  return (
    <AppKitProvider messages={messages}>
      <RouterProvider router={router} />
    </AppKitProvider>
  );
}
