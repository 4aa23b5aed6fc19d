import { ComingSoon as ComingSoonPanel } from "@cdp/ui/coming-soon";
import type { ReactNode } from "react";
import { useRouteName } from "../../routing/index.ts";

type ComingSoonProps = {
  /** Links or buttons shown under the message. */
  children?: ReactNode;
};

/** A page whose screen is not built yet, headed by the current route's name. */
export function ComingSoon({ children }: ComingSoonProps) {
  return <ComingSoonPanel routeName={useRouteName()}>{children}</ComingSoonPanel>;
}
