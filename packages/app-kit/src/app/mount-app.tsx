import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";

/** Renders the app into index.html's #root. */
export function mountApp(App: ComponentType): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
