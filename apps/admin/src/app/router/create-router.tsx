import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { PublicLayout } from "../layout/public-layout.tsx";
import { RootLayout } from "../layout/root-layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RequireSession } from "./require-session.tsx";
import { RouteErrorPage, type RouteHandle } from "@cdp/app-kit";
import { BASENAME, HOME_PATH, notFoundName, publicRoutes, shellRoutes, type PageRoute } from "./route-table.ts";
import { trackRouteName } from "./track-route-name.ts";

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = { name: route.name };
  const loadPage = route.page;
  return { path: route.path, handle, lazy: async () => ({ Component: await loadPage() }) };
}

/** The react-router tree built from the route table (paths below the `/admin` basename). */
export function buildRoutes(): RouteObject[] {
  const notFound: RouteHandle = { name: notFoundName };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first page's code loads (a blank moment, as before the app starts).
      HydrateFallback: () => null,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { element: <PublicLayout />, children: publicRoutes.map(toRouteObject) },
        {
          // The shell (menus, profile dialogs) loads only once someone is signed in.
          lazy: async () => {
            const { AdminShell } = await import("../layout/admin-shell.tsx");
            return {
              Component: () => (
                <RequireSession>
                  <AdminShell menu={shellRoutes} />
                </RequireSession>
              ),
            };
          },
          children: shellRoutes.map(toRouteObject),
        },
        { path: "*", handle: notFound, element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(), { basename: BASENAME });
  trackRouteName(router);
  return router;
}
