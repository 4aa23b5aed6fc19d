export { ErrorStatusPage, type ErrorStatusPageProps } from "./error-status-page";
export { type HomeLink } from "./home-link-button";
export { NotFoundStatusPage, type NotFoundStatusPageProps } from "./not-found-status-page";
export { StatusPage, type StatusPageProps } from "./status-page";
