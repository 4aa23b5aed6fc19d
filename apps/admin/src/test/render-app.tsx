import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TestStyleScope } from "../../../../tools/test/test-style-scope.tsx";
import { App } from "../app/app.tsx";

/** Mounts the real app (browser router included) at `path` (a full URL path, /admin/...), like opening it. */
export function renderApp(path: string) {
  window.history.replaceState(null, "", path);
  const user = userEvent.setup();
  return { user, ...render(<App />, { wrapper: TestStyleScope }) };
}

/** A signed-in browser: the session values the shell's guard and header read. */
export function signIn(account = "admin@example.com") {
  sessionStorage.setItem("allToken", "test-token");
  sessionStorage.setItem("loginDeptType", "admin");
  sessionStorage.setItem("adminAccount", account);
}
