import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import type { RouteHandle } from "@cdp/app-kit";
import { PublicLayout } from "../layout/public-layout.tsx";
import { RootLayout } from "../layout/root-layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RequireSession } from "./require-session.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";
import {
  HOME_PATH,
  isGroupRoute,
  notFoundName,
  profileRoutes,
  publicRoutes,
  SHELL_PATH,
  shellRoutes,
  type AppRoute,
} from "./route-table.ts";

function redirectTo(path: string): RouteObject {
  return { index: true, element: <Navigate to={path} replace /> };
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name };
  if (isGroupRoute(route)) {
    return {
      path: route.path,
      handle,
      children: [redirectTo(route.children[0].path), ...route.children.map(toRouteObject)],
    };
  }
  const loadPage = route.page;
  return { path: route.path, handle, lazy: async () => ({ Component: await loadPage() }) };
}

/** The react-router tree built from the route table. */
export function buildRoutes(): RouteObject[] {
  const notFound: RouteHandle = { name: notFoundName };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first page's code loads (a blank moment, as before the app starts).
      HydrateFallback: () => null,
      children: [
        { path: "/", element: <Navigate to={SHELL_PATH} replace /> },
        { element: <PublicLayout />, children: publicRoutes.map(toRouteObject) },
        {
          path: SHELL_PATH,
          // The shell (menus, profile dialogs) loads only once someone is signed in.
          lazy: async () => {
            const { CrmShell } = await import("../layout/crm-shell.tsx");
            return {
              Component: () => (
                <RequireSession>
                  <CrmShell menu={shellRoutes} />
                </RequireSession>
              ),
            };
          },
          children: [redirectTo(HOME_PATH), ...shellRoutes.map(toRouteObject), ...profileRoutes.map(toRouteObject)],
        },
        { path: "*", handle: notFound, element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
