import { DEFAULT_LOCALE, isLocale, translate } from "@cdp/contracts";
import { Alert, chakra } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** An upload step that needs the accounts first: it says so, and its fields stay disabled until some are chosen. */
export function AccountsFirst({ ready, legend, children }: { ready: boolean; legend: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return (
    <>
      {!ready && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{translate(locale, "validation.publish.accounts.required")}</Alert.Title>
        </Alert.Root>
      )}
      <chakra.fieldset disabled={!ready} opacity={ready ? 1 : 0.5} minWidth="0">
        <chakra.legend srOnly>{legend}</chakra.legend>
        {children}
      </chakra.fieldset>
    </>
  );
}
