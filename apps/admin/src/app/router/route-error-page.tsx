import { ErrorStatusPage } from "@cdp/ui/status-page";
import { Link as RouterLink } from "react-router-dom";

/** Replaces the page when a route throws while loading or rendering. */
export function RouteErrorPage() {
  return <ErrorStatusPage homeLink={<RouterLink to="/" />} />;
}
