import type { DomainModule } from "../domain-module.ts";
import { systemHealthRoutes } from "./system-health.routes.ts";
import { createSystemHealthService, type SystemHealthDeps } from "./system-health.service.ts";

/**
 * The administrators' system health page (系统状态). The public `GET /health` probe is built apart
 * (`health.service.ts`): a worker serves it before any domain exists.
 */
export function createHealthModule(deps: SystemHealthDeps): DomainModule {
  const systemHealth = createSystemHealthService(deps);
  return {
    name: "health",
    adminRoutes: async (scope) => scope.register(systemHealthRoutes, { systemHealth }),
    api: {},
  };
}
