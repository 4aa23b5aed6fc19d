import { isFreePlan } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import type { IdentityApi } from "../identity/identity.module.ts";
import { createPlansData } from "./plans.data.ts";
import type { PlanCycles } from "../operator-seams.ts";

/**
 * The narrow calls other domains make about when plans end. The plans domain owns the end date
 * (`plan_subscriptions`); the back-office's "set plan and cycle" goes through here. Built apart
 * from the plans module because the plan service needs the back-office first.
 */
export function createPlanCycles(deps: { db: AppDb; identity: Pick<IdentityApi, "setPlan">; clock: Clock }): PlanCycles {
  const data = createPlansData(deps.db);
  return {
    /** Sets the plan now and when its cycle ends (null: no end); the free plan has no cycle. */
    async setPlanAndCycle(userId: number, plan: string, cycleEndsAt: Date | null): Promise<void> {
      if (isFreePlan(plan) || !cycleEndsAt) await data.endSubscription(userId);
      else await data.saveSubscription({ userId, plan, cycleEndsAt, nextPlan: null, updatedAt: deps.clock() });
      await deps.identity.setPlan(userId, plan);
    },
    /** When each operator's current cycle ends; operators without one are absent. */
    async cycleEndsOf(userIds: number[]): Promise<Map<number, Date>> {
      const rows = await data.subscriptionsOf(userIds);
      return new Map(rows.map((row) => [row.userId, row.cycleEndsAt]));
    },
  };
}
