import { ErrorStatusPage } from "@cdp/ui/status-page";
import { Link as RouterLink } from "react-router-dom";

type RouteErrorPageProps = {
  /** What the person should do, translated; the library's general advice when left out. */
  description?: string;
};

/** Replaces the page when a route throws while loading or rendering; offers reload and the way home. */
export function RouteErrorPage({ description }: RouteErrorPageProps) {
  return <ErrorStatusPage description={description} homeLink={<RouterLink to="/" />} />;
}
