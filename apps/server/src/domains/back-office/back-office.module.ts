import type { ReclaimSetting } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import type { IdentityApi } from "../identity/identity.module.ts";
import { createCompaniesData } from "./companies.data.ts";
import { companyRoutes } from "./companies.routes.ts";
import { createCompaniesService } from "./companies.service.ts";
import { createGroupsData } from "./groups.data.ts";
import { groupRoutes } from "./groups.routes.ts";
import { createGroupsService } from "./groups.service.ts";
import { createOperatorsData } from "./operators.data.ts";
import { operatorRoutes } from "./operators.routes.ts";
import { createOperatorsService } from "./operators.service.ts";
import type { TaskCompletions } from "./task-completions.ts";
import { backOfficeJobHandlers, inactivityJob, invitationJob } from "./back-office.jobs.ts";
import { createInactivityData } from "./inactivity.data.ts";
import { createInactivityReclaim } from "./inactivity.ts";
import { createImportData } from "./import.data.ts";
import { importRoutes } from "./import.routes.ts";
import { createImportService } from "./import.service.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { OperatorGrants, PlanCycles } from "../operator-seams.ts";

export type BackOfficeDeps = {
  db: AppDb;
  identity: Pick<IdentityApi, "endOperatorSessions" | "sendPasswordEmail" | "sendInvitation">;
  grants: OperatorGrants;
  /** The plans domain's record of when plans end (the admin's "set plan and cycle" writes there). */
  planCycles: PlanCycles;
  /** Task counts from the publishing engine's records. */
  completions: TaskCompletions;
  queue: Pick<JobQueue, "send">;
  /** The administrators' reclaim setting (system settings). */
  reclaimSetting(): Promise<ReclaimSetting>;
  clock: Clock;
};

export type BackOfficeApi = {
  /** The plan in force for an operator (own when set individually, else a group plan); null: no such operator. */
  effectivePlanOf(userId: number): Promise<string | null>;
  /** Ends the group plans whose end date is at or before `at` (members fall back to their own plan, free unless they hold one); returns how many. */
  lapseGroupPlansEndedBy(at: Date): Promise<number>;
};

/** The admin back-office: end users (用户管理), user groups (用户组), companies (企业用户) and inactivity reclaim. */
export function createBackOfficeModule(deps: BackOfficeDeps): DomainModule<BackOfficeApi> {
  const { db, clock, completions } = deps;
  const operatorsData = createOperatorsData(db);
  const operators = createOperatorsService({ data: operatorsData, identity: deps.identity, grants: deps.grants, planCycles: deps.planCycles, completions, clock });
  const groupsData = createGroupsData(db);
  const groups = createGroupsService({ data: groupsData, completions, clock });
  const companies = createCompaniesService({ data: createCompaniesData(db) });
  const inactivity = createInactivityReclaim({
    data: createInactivityData(db),
    reclaimSetting: deps.reclaimSetting,
    disable: (userId) => operators.setStatus(userId, "disabled"),
    planCycles: deps.planCycles,
    queue: deps.queue,
    clock,
  });
  const imports = createImportService({ data: createImportData(db), queue: deps.queue, clock });
  return {
    name: "back-office",
    adminRoutes: async (scope) => {
      await scope.register(operatorRoutes, { operators });
      await scope.register(groupRoutes, { groups });
      await scope.register(companyRoutes, { companies });
      await scope.register(importRoutes, { imports });
    },
    jobs: { definitions: [invitationJob, inactivityJob], handlers: backOfficeJobHandlers({ identity: deps.identity, inactivity }) },
    api: { effectivePlanOf: (userId) => operatorsData.effectivePlanOf(userId), lapseGroupPlansEndedBy: (at) => groupsData.clearPlansEndedBy(at) },
  };
}
