import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import { createSystemSettingsData, type SystemSettingsData } from "./system-settings.data.ts";
import { systemJobHandlers, workerHeartbeatJob } from "./system.jobs.ts";
import { createPolicySettings, type PolicySettings } from "./policy-settings.ts";
import { settingsRoutes } from "./settings.routes.ts";

export type SystemApi = {
  settings: Pick<SystemSettingsData, "get" | "set" | "setIfAbsent">;
  /** The administrators' rules: member-only features, inactivity reclaim. */
  policy: PolicySettings;
};

/** Server-wide settings (generated secrets, the worker heartbeat, the administrators' plan rules), the heartbeat job and 系统设置. */
export function createSystemModule(deps: { db: AppDb }): DomainModule<SystemApi> {
  const settings = createSystemSettingsData(deps.db);
  const policy = createPolicySettings(settings);
  return {
    name: "system",
    adminRoutes: async (scope) => scope.register(settingsRoutes, { policy }),
    jobs: { definitions: [workerHeartbeatJob], handlers: systemJobHandlers(settings) },
    api: { settings, policy },
  };
}
