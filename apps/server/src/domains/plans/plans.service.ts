import { DEFAULT_MEMBER_ONLY_FEATURES, isFreePlan, type MemberFeature } from "@cdp/contracts";
import type { PlanAllowance } from "../../config/env.ts";
import { AppError } from "../../http/app-error.ts";

export type PlanServiceDeps = {
  /** The free plan and every paid tier, from the environment (PLAN_*, STORAGE_MAX_UPLOAD_MB_*). */
  allowances: { free: PlanAllowance; paid: PlanAllowance };
  /** An operator's plan name (identity's narrow API); null when there is no such operator. */
  planOf(userId: number): Promise<string | null>;
  /** The administrators' member-only features (system settings); the spec's default when absent. */
  memberOnlyFeatures?(): Promise<MemberFeature[]>;
};

/** Who asks: an operator by id, or an administrator (held to the paid plan's upload size). */
export type PlanHolder = { kind: "user"; id: number } | { kind: "admin" };

/**
 * The one place that knows what a plan allows: linked accounts, upload size, publishes per day and
 * access to analytics. Every other domain asks here instead of reading the plan itself.
 */
export function createPlanService(deps: PlanServiceDeps) {
  const { allowances } = deps;
  const memberOnly = deps.memberOnlyFeatures ?? (async () => DEFAULT_MEMBER_ONLY_FEATURES);

  /** What a plan allows, for a caller that read the plan name in its own query. */
  function allowanceOfPlan(plan: string): PlanAllowance {
    return isFreePlan(plan) ? allowances.free : allowances.paid;
  }

  /** What the operator's plan allows; an unknown operator is not found. */
  async function allowanceOf(userId: number): Promise<PlanAllowance> {
    const plan = await deps.planOf(userId);
    if (plan === null) throw new AppError("NOT_FOUND");
    return allowanceOfPlan(plan);
  }

  /** A plan with analytics has every analytics feature; otherwise only those the administrators left open to all. */
  async function opens(userId: number, feature: MemberFeature): Promise<boolean> {
    if ((await allowanceOf(userId)).analytics) return true;
    return !(await memberOnly()).includes(feature);
  }

  return {
    /** What the free plan and the paid plan allow, from the environment alone. */
    allowances,
    /** What each plan allows now, the administrators' member-only features applied (the plans page shows these). */
    async allowancesNow(): Promise<{ free: PlanAllowance; paid: PlanAllowance }> {
      const analyticsForAll = !(await memberOnly()).includes("analytics");
      return { free: { ...allowances.free, analytics: allowances.free.analytics || analyticsForAll }, paid: { ...allowances.paid, analytics: allowances.paid.analytics || analyticsForAll } };
    },
    allowanceOf,
    allowanceOfPlan,
    async maxAccounts(userId: number): Promise<number> {
      return (await allowanceOf(userId)).maxAccounts;
    },
    async publishesPerDay(userId: number): Promise<number> {
      return (await allowanceOf(userId)).publishesPerDay;
    },
    async maxUploadBytes(holder: PlanHolder): Promise<number> {
      return holder.kind === "admin" ? allowances.paid.maxUploadBytes : (await allowanceOf(holder.id)).maxUploadBytes;
    },
    /** The largest upload any plan allows (the upload host's bound on a whole request). */
    largestUploadBytes(): number {
      return Math.max(allowances.free.maxUploadBytes, allowances.paid.maxUploadBytes);
    },
    /** Whether the operator sees their own figures (else the analytics pages show sample figures). */
    async hasAnalytics(userId: number): Promise<boolean> {
      return opens(userId, "analytics");
    },
    /** Refuses the Excel exports with 403 and the upgrade message when they are member-only and the operator's plan has no analytics. */
    async assertAnalytics(userId: number): Promise<void> {
      if (!(await opens(userId, "analyticsExport"))) throw new AppError("FORBIDDEN", { messageKey: "plan.upgradeRequired" });
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
