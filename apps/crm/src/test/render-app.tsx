import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TestStyleScope } from "../../../../tools/test/test-style-scope.tsx";
import { App } from "../app/app.tsx";

/** Mounts the real app (browser router included) at `path`, like opening that URL. */
export function renderApp(path: string) {
  window.history.replaceState(null, "", path);
  const user = userEvent.setup();
  return { user, ...render(<App />, { wrapper: TestStyleScope }) };
}

/** A signed-in browser: the token the shell's guard looks for. */
export function signIn(token = "test-token") {
  localStorage.setItem("tokenValue", token);
}
