import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { AppMessages } from "../provider/app-kit-context.ts";
import { AppKitProvider } from "../provider/app-kit-provider.tsx";

function BrokenPage(): never {
  throw new Error("render failed");
}

/** Renders a route whose page throws, with `errorPage` as its error element, inside the kit's providers. */
export function renderRouteError(errorPage: ReactElement, messages: AppMessages) {
  const router = createMemoryRouter([{ path: "/", element: <BrokenPage />, errorElement: errorPage }]);
  return render(
    <AppKitProvider messages={messages}>
      <RouterProvider router={router} />
    </AppKitProvider>,
  );
}
