import type { MemberFeature } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import type { GroupPlanLapse } from "../operator-seams.ts";
import type { DomainModule } from "../domain-module.ts";
import { adminPlanRoutes } from "./admin-plans.routes.ts";
import { createPlanBilling } from "./plan-billing.ts";
import { createPlansData } from "./plans.data.ts";
import { planJobDefinitions, planJobHandlers } from "./plans.jobs.ts";
import { planRoutes } from "./plans.routes.ts";
import { createPlanService, type PlanService } from "./plans.service.ts";

export type PlansApi = { plans: PlanService };

/** What each plan allows, and changing plans: redeem codes, upgrade requests, cycles that end. */
export function createPlansModule(deps: { db: AppDb; config: Pick<AppConfig, "plans">;
  /** The plan in force (the back-office's: the operator's own, else their group's). */
  planOf(userId: number): Promise<string | null>;
  /** Group plans (the back-office's user groups) end with the daily lapse job too. */
  groupPlans: GroupPlanLapse;
  /** The administrators' member-only features (system settings). */
  memberOnlyFeatures(): Promise<MemberFeature[]>; clock: Clock }): DomainModule<PlansApi> {
  const plans = createPlanService({ allowances: deps.config.plans, planOf: deps.planOf, memberOnlyFeatures: deps.memberOnlyFeatures });
  const billing = createPlanBilling({ data: createPlansData(deps.db), plans, planOf: deps.planOf, groupPlans: deps.groupPlans, clock: deps.clock });
  return {
    name: "plans",
    crmRoutes: async (scope) => scope.register(planRoutes, { billing }),
    adminRoutes: async (scope) => scope.register(adminPlanRoutes, { billing }),
    jobs: { definitions: planJobDefinitions, handlers: planJobHandlers({ billing }) },
    api: { plans },
  };
}
