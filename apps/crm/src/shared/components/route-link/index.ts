export { RouteLink } from "./route-link.tsx";
