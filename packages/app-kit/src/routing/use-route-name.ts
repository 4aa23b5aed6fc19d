import { useLingui } from "@lingui/react";
import { useMatches } from "react-router-dom";
import { routeNameOf } from "./route-handle.ts";

/** The current route's name in the active language, or undefined on an unnamed route. */
export function useRouteName(): string | undefined {
  const { i18n } = useLingui();
  const name = routeNameOf(useMatches());
  return name ? i18n._(name) : undefined;
}
