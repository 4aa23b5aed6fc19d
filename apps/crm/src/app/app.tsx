import { AppRoot } from "@cdp/app-kit";
import { appMessages } from "../shared/i18n/index.ts";
import { createAppRouter } from "./router/index.ts";

/** The whole CRM app: the kit's providers around the CRM's data router. */
export function App() {
  return <AppRoot messages={appMessages} createRouter={createAppRouter} />;
}
