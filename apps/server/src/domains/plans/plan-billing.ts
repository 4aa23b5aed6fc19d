import { randomBytes } from "node:crypto";
import { FREE_PLAN, PAID_PLAN, type AdminUpgradeRequestPageQuery, type MyPlan, type PlanName } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { GroupPlanLapse } from "../operator-seams.ts";
import type { PlansData, UpgradeRequestRow } from "./plans.data.ts";
import type { PlanService } from "./plans.service.ts";

export type BillingDeps = {
  data: PlansData;
  plans: Pick<PlanService, "allowancesNow">;
  planOf(userId: number): Promise<string | null>;
  groupPlans: GroupPlanLapse;
  clock: Clock;
};

const requestView = (row: UpgradeRequestRow) => ({
  id: row.id,
  plan: row.plan as PlanName,
  note: row.note,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** A readable single-use code: 16 letters and digits without look-alikes, in groups of four. */
function newCode(): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(16);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join("")).join("-");
}

/**
 * Plan changes under the service agreement: a paid plan runs for a cycle; redeeming a code or an
 * approved request starts or extends it; a downgrade or cancellation only takes effect when the
 * cycle ends (no refund of unused prepaid time); the daily lapse job moves ended cycles to free.
 * Data is never deleted on the way down: the plan service's limits apply to new actions only.
 */
export function createPlanBilling(deps: BillingDeps) {
  const { data, clock } = deps;

  return {
    async myPlan(userId: number): Promise<MyPlan> {
      const plan = ((await deps.planOf(userId)) ?? FREE_PLAN) as PlanName;
      const subscription = await data.subscriptionOf(userId);
      const request = await data.latestRequestOf(userId);
      const { free, paid } = await deps.plans.allowancesNow();
      return {
        plan: plan === FREE_PLAN ? "free" : PAID_PLAN,
        cycleEndsAt: subscription?.cycleEndsAt.toISOString() ?? null,
        nextPlan: (subscription?.nextPlan as PlanName | null | undefined) ?? null,
        plans: [
          { plan: "free", ...free },
          { plan: PAID_PLAN, ...paid },
        ],
        upgradeRequest: request ? requestView(request) : null,
      };
    },
    async redeem(userId: number, code: string): Promise<void> {
      if (!(await data.redeemCode(code.toUpperCase(), userId, clock()))) throw new AppError("BAD_REQUEST", { messageKey: "plan.code.invalid" });
    },
    async requestUpgrade(userId: number, note: string) {
      if (await data.hasPendingRequest(userId)) throw new AppError("CONFLICT", { messageKey: "plan.request.pending" });
      return requestView(await data.insertRequest({ userId, plan: PAID_PLAN, note, createdAt: clock() }));
    },
    /** Downgrade / cancellation: the paid plan stays until the cycle ends, then the lapse job moves it to free. */
    async scheduleDowngrade(userId: number): Promise<void> {
      const subscription = await data.subscriptionOf(userId);
      if (!subscription) throw new AppError("BAD_REQUEST", { messageKey: "plan.downgrade.notPaid" });
      await data.saveSubscription({ ...subscription, nextPlan: FREE_PLAN, updatedAt: clock() });
    },
    async issueCodes(adminId: number, input: { plan: string; durationDays: number; count: number }) {
      const now = clock();
      const rows = await data.insertCodes(Array.from({ length: input.count }, () => ({ code: newCode(), plan: input.plan, durationDays: input.durationDays, createdByAdminId: adminId, createdAt: now })));
      return rows.map((row) => ({ code: row.code, plan: row.plan as PlanName, durationDays: row.durationDays, createdAt: row.createdAt.toISOString() }));
    },
    async upgradeRequests({ page, pageSize, ...query }: AdminUpgradeRequestPageQuery) {
      const { rows, total } = await data.requestPage({ ...query, offset: (page - 1) * pageSize, limit: pageSize });
      return { list: rows.map(({ request, email }) => ({ ...requestView(request), userId: request.userId, email })), total };
    },
    async decide(adminId: number, requestId: number, decision: { approve: true; durationDays: number } | { approve: false }): Promise<void> {
      const decided = await data.decideRequest(requestId, { approvedDays: decision.approve ? decision.durationDays : null }, adminId, clock());
      if (!decided) throw new AppError("CONFLICT", { messageKey: "plan.request.notPending" });
    },
    /** Daily: every cycle that ended falls back to free (or to the scheduled plan), and so does every group plan that ended. */
    async lapseEndedCycles(): Promise<{ operators: number; groups: number }> {
      const now = clock();
      let operators = 0;
      for (const subscription of await data.subscriptionsEndedBy(now)) {
        if (await data.lapseSubscription(subscription, subscription.nextPlan ?? FREE_PLAN, now)) operators += 1;
      }
      return { operators, groups: await deps.groupPlans.lapseGroupPlansEndedBy(now) };
    },
  };
}

export type PlanBilling = ReturnType<typeof createPlanBilling>;
