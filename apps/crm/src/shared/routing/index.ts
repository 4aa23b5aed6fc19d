export { routeNameOf, type RouteHandle } from "./route-handle.ts";
export { useRouteName } from "./use-route-name.ts";
