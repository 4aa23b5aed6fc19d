import { ChakraProvider } from "@chakra-ui/react";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { system } from "../theme/system";

export type UiProviderProps = {
  /** A Lingui instance with a locale activated (see `activateLocale` from `@cdp/ui/i18n`). */
  i18n: I18n;
  children: ReactNode;
};

/** The product's Chakra system and the Lingui instance, for an app's root or a story. */
export function UiProvider({ i18n, children }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  );
}
