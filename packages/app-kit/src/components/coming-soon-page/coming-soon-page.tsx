import { ComingSoon as ComingSoonPanel } from "@cdp/ui/coming-soon";
import type { ReactNode } from "react";
import { useRouteName } from "../../routing/use-route-name.ts";

type ComingSoonPageProps = {
  /** Links or buttons shown under the message. */
  children?: ReactNode;
};

/** A page whose screen is not built yet, headed by the current route's name. */
export function ComingSoonPage({ children }: ComingSoonPageProps) {
  return <ComingSoonPanel routeName={useRouteName()}>{children}</ComingSoonPanel>;
}
