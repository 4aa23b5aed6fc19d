import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { AdminShell } from "../layout/admin-shell.tsx";
import { PublicLayout } from "../layout/public-layout.tsx";
import { RootLayout } from "../layout/root-layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RequireSession } from "./require-session.tsx";
import { RouteErrorPage, type RouteHandle } from "@cdp/app-kit";
import { BASENAME, HOME_PATH, notFoundName, publicRoutes, shellRoutes, type PageRoute } from "./route-table.ts";
import { trackRouteName } from "./track-route-name.ts";

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = { name: route.name };
  const Page = route.page;
  return { path: route.path, handle, element: <Page /> };
}

/** The react-router tree built from the route table (paths below the `/admin` basename). */
export function buildRoutes(): RouteObject[] {
  const notFound: RouteHandle = { name: notFoundName };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { element: <PublicLayout />, children: publicRoutes.map(toRouteObject) },
        {
          element: (
            <RequireSession>
              <AdminShell menu={shellRoutes} />
            </RequireSession>
          ),
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
