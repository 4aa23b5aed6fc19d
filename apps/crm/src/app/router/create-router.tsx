import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../shared/routing/index.ts";
import { CrmShell } from "../layout/crm-shell.tsx";
import { PublicLayout } from "../layout/public-layout.tsx";
import { RootLayout } from "../layout/root-layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RequireSession } from "./require-session.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";
import {
  HOME_PATH,
  isGroupRoute,
  notFoundName,
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
  const Page = route.page;
  return { path: route.path, handle, element: <Page /> };
}

/** The react-router tree built from the route table. */
export function buildRoutes(): RouteObject[] {
  const notFound: RouteHandle = { name: notFoundName };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: "/", element: <Navigate to={SHELL_PATH} replace /> },
        { element: <PublicLayout />, children: publicRoutes.map(toRouteObject) },
        {
          path: SHELL_PATH,
          element: (
            <RequireSession>
              <CrmShell menu={shellRoutes} />
            </RequireSession>
          ),
          children: [redirectTo(HOME_PATH), ...shellRoutes.map(toRouteObject)],
        },
        { path: "*", handle: notFound, element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
