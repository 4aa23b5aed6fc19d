import { setupI18n } from "@lingui/core";
import { matchRoutes, type createBrowserRouter } from "react-router-dom";
import { setCurrentRouteName } from "../../shared/current-route-name.ts";
import { appMessages } from "../../shared/i18n/index.ts";
import { routeNameOf } from "@cdp/app-kit";

type AppRouter = ReturnType<typeof createBrowserRouter>;

// opPart carries the route name in the source language, whatever language the admin reads.
const sourceI18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": appMessages["zh-CN"] } });

/**
 * Keeps `getCurrentRouteName()` on the route being entered. It follows the router itself rather than a
 * layout effect, so a page's first request (fired from the page's own effects or a loader) already
 * carries the new name.
 */
export function trackRouteName(router: AppRouter): void {
  const sync = (state: AppRouter["state"]) => {
    const target = state.navigation.location;
    const matches = (target && matchRoutes(router.routes, target, router.basename)) || state.matches;
    const name = routeNameOf(matches.map((match) => ({ handle: match.route.handle })));
    setCurrentRouteName(name ? sourceI18n._(name) : "");
  };
  sync(router.state);
  router.subscribe(sync);
}
