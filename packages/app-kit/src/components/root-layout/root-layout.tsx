import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { useRouteName } from "../../routing/use-route-name.ts";

type RootLayoutProps = {
  /** The product's name, translated: the document title is "<route name> - <product name>". */
  productName: string;
};

/** Wraps every route: keeps the document title in step with the route and the language. */
export function RootLayout({ productName }: RootLayoutProps) {
  const routeName = useRouteName();
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
