import type { I18n } from "@lingui/core";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/toaster";
import { UiProvider } from "./ui-provider";

export type AppUiProviderProps = {
  /** Builds the app's Lingui instance (its catalog and the library's, a locale activated); called once per mount. */
  createI18n: () => I18n;
  children: ReactNode;
};

/** An app's root: the product's Chakra system, a Lingui instance of its own and the page's one toaster. */
export function AppUiProvider({ createI18n, children }: AppUiProviderProps) {
  const [i18n] = useState(createI18n);
  return (
    <UiProvider i18n={i18n}>
      {children}
      <Toaster />
    </UiProvider>
  );
}
