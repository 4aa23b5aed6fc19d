import { isFreePlan } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";

/**
 * The free-plan check for features reserved to paying operators: refuses with 403 and a message
 * that offers the upgrade. Paid tiers and the upgrade flow arrive with plan management.
 */
export function assertPaidPlan(user: { plan: string }): void {
  if (isFreePlan(user.plan)) throw new AppError("FORBIDDEN", { messageKey: "plan.upgradeRequired" });
}
