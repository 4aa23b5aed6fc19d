import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AppProvider } from "./provider/index.ts";
import { createAppRouter } from "./router/index.ts";

/** The whole CRM app: providers around the data router. Each mount gets its own router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
