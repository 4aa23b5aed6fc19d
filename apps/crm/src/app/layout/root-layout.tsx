import { RootLayout as KitRootLayout } from "@cdp/app-kit";
import { useLingui } from "@lingui/react/macro";

/** Every route's frame; document titles end with the product's name. */
export function RootLayout() {
  const { t } = useLingui();
  return <KitRootLayout productName={t`多账号内容分发平台`} />;
}
