import { isFreePlan } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import { createPlansData } from "./plans.data.ts";
import type { PlanCycles } from "../operator-seams.ts";

/**
 * The narrow calls other domains make about when plans end. The plans domain owns the end date
 * (`plan_subscriptions`) and writes the plan with it (`users.plan`, as its other cycle changes do);
 * the back-office's "set plan and cycle" goes through here. Built apart
 * from the plans module because the plan service needs the back-office first.
 */
export function createPlanCycles(deps: { db: AppDb; clock: Clock }): PlanCycles {
  const data = createPlansData(deps.db);
  return {
    /** Sets the plan now and when its cycle ends (null: no end), in one transaction; the free plan has no cycle. */
    async setPlanAndCycle(userId, plan, cycleEndsAt, alsoInTransaction) {
      const now = deps.clock();
      const cycle = isFreePlan(plan) || !cycleEndsAt ? null : { userId, plan, cycleEndsAt, nextPlan: null, updatedAt: now };
      await data.setPlanAndCycle(userId, plan, cycle, now, alsoInTransaction);
    },
    /** When each operator's current cycle ends; operators without one are absent. */
    async cycleEndsOf(userIds: number[]): Promise<Map<number, Date>> {
      const rows = await data.subscriptionsOf(userIds);
      return new Map(rows.map((row) => [row.userId, row.cycleEndsAt]));
    },
  };
}
