import { AppRoot } from "@cdp/app-kit";
import { appMessages } from "../shared/i18n/index.ts";
import { createAppRouter } from "./router/index.ts";

/** The whole back-office app: the kit's providers around the admin data router (basename /admin). */
export function App() {
  return <AppRoot messages={appMessages} createRouter={createAppRouter} />;
}
