import { NotFoundStatusPage } from "@cdp/ui/status-page";
import { Link as RouterLink } from "react-router-dom";
import { useRouteName } from "@cdp/app-kit";

/** Shown for any path the route table does not know. */
export function NotFoundPage() {
  return <NotFoundStatusPage title={useRouteName()} homeLink={<RouterLink to="/" />} />;
}
