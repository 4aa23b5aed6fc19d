import { renderAt } from "../../../../tools/test/render-at.tsx";
import { App } from "../app/app.tsx";

/** Mounts the real app (browser router included) at `path`, like opening that URL. */
export function renderApp(path: string) {
  return renderAt(path, <App />);
}

/** A signed-in browser: the token the shell's guard looks for. */
export function signIn(token = "test-token") {
  localStorage.setItem("tokenValue", token);
}
