import { NotFoundStatusPage } from "@cdp/ui/status-page";
import { Link as RouterLink } from "react-router-dom";
import { useRouteName } from "../../shared/routing/index.ts";

/** Shown for any path the route table does not know. */
export function NotFoundPage() {
  return <NotFoundStatusPage title={useRouteName()} homeLink={<RouterLink to="/" />} />;
}
