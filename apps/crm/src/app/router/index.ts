export { buildRoutes, createAppRouter } from "./create-router.tsx";
