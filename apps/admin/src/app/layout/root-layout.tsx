import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { useRouteName } from "../../shared/routing/index.ts";

/** Wraps every route: keeps the document title in step with the route and the language. */
export function RootLayout() {
  const { t } = useLingui();
  const routeName = useRouteName();
  const productName = t`管理后台`;

  useEffect(() => {
    document.title = routeName ? `${routeName} - ${productName}` : productName;
  }, [routeName, productName]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
