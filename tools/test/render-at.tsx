import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { TestStyleScope } from "./test-style-scope.tsx";

/** Mounts an app's root at `path`, like opening that URL, with a user-event session for the test. */
export function renderAt(path: string, app: ReactElement) {
  window.history.replaceState(null, "", path);
  const user = userEvent.setup();
  return { user, ...render(app, { wrapper: TestStyleScope }) };
}
