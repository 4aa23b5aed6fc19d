import { loadToasterView } from "@cdp/ui/toaster";
import { isGroupRoute, profileRoutes, publicRoutes, shellRoutes, type AppRoute } from "../app/router/route-table.ts";

function pageLoaders(routes: readonly AppRoute[]): (() => Promise<unknown>)[] {
  return routes.flatMap((route) => (isGroupRoute(route) ? pageLoaders(route.children) : [route.page]));
}

/**
 * The app loads pages, the shell, rare dialogs and the toaster's view on demand. Tests load all of that once up front, so
 * a test waits for what the user waits for (answers, renders), never for a module to be transformed.
 */
export async function preloadLazyCode(): Promise<void> {
  await Promise.all([
    ...pageLoaders([...shellRoutes, ...profileRoutes, ...publicRoutes]).map((load) => load()),
    import("../app/layout/crm-shell.tsx"),
    import("../features/auth/components/forgot-password-dialog.tsx"),
    import("@cdp/ui/confirm-dialog"),
    loadToasterView(),
  ]);
}
