export { renderRouteError } from "./render-route-error.tsx";
