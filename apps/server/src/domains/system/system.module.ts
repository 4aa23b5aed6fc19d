import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import { createSystemSettingsData, type SystemSettingsData } from "./system-settings.data.ts";
import { systemJobHandlers, workerHeartbeatJob } from "./system.jobs.ts";
import { createPolicySettings, type PolicySettings } from "./policy-settings.ts";

export type SystemApi = {
  settings: Pick<SystemSettingsData, "get" | "set" | "setIfAbsent">;
  /** The administrators' rules: member-only features, inactivity reclaim. */
  policy: PolicySettings;
};

/** Server-wide settings (generated secrets, the worker heartbeat) and the heartbeat job. */
export function createSystemModule(deps: { db: AppDb }): DomainModule<SystemApi> {
  const settings = createSystemSettingsData(deps.db);
  return {
    name: "system",
    jobs: { definitions: [workerHeartbeatJob], handlers: systemJobHandlers(settings) },
    api: { settings, policy: createPolicySettings(settings) },
  };
}
