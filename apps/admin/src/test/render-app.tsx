import { renderAt } from "../../../../tools/test/render-at.tsx";
import { App } from "../app/app.tsx";

/** Mounts the real app (browser router included) at `path` (a full URL path, /admin/...), like opening it. */
export function renderApp(path: string) {
  return renderAt(path, <App />);
}

/** A signed-in browser: the session values the shell's guard and header read. */
export function signIn(account = "admin@example.com") {
  sessionStorage.setItem("allToken", "test-token");
  sessionStorage.setItem("loginDeptType", "admin");
  sessionStorage.setItem("adminAccount", account);
}
