import type { OperatorRow } from "@cdp/contracts";
import type { OperatorListRow } from "./operators.data.ts";

type CompanyRef = { id: number; companyKey: string; companyName: string };
type GroupRef = { id: number; name: string; plan: string | null; planEndsAt: Date | null };

/** The list row: the plan in force is the operator's own when set individually, else the first group plan. */
export function operatorView(row: OperatorListRow, company: CompanyRef | null, groups: GroupRef[], linkedAccounts: number, cycleEndsAt: Date | null): OperatorRow {
  const groupPlan = row.individualPlan ? undefined : groups.find((group) => group.plan !== null);
  const plan = groupPlan ? { plan: groupPlan.plan ?? row.plan, endsAt: groupPlan.planEndsAt, source: "group" as const } : { plan: row.plan, endsAt: cycleEndsAt, source: row.individualPlan ? ("individual" as const) : ("default" as const) };
  return {
    id: row.id,
    email: row.email,
    mobile: row.phone,
    nickname: row.nickname,
    company,
    groups: groups.map((group) => ({ id: group.id, name: group.name })),
    plan: plan.plan,
    planEndsAt: plan.endsAt?.toISOString() ?? null,
    planSource: plan.source,
    linkedAccounts,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    status: row.status === "disabled" ? "disabled" : "active",
    createdAt: row.createdAt.toISOString(),
    inactivity: row.inactivity && {
      warnedAt: row.inactivity.warnedAt.toISOString(),
      reclaimedAt: row.inactivity.reclaimedAt?.toISOString() ?? null,
      reclaimAction: row.inactivity.reclaimAction,
    },
  };
}
