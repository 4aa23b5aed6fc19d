import { planRulesSchema, type PlanRules } from "@cdp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

const PLAN_RULES_KEY = ["admin", "settings", "plan-rules"] as const;
const URL = "/admin/api/v1/settings/plan-rules";

/** GET settings/plan-rules: member-only features and the inactivity reclaim rule. */
export function usePlanRules() {
  return useQuery({ queryKey: PLAN_RULES_KEY, queryFn: () => adminApi.request<PlanRules>({ method: "GET", url: URL }) });
}

/** POST settings/plan-rules: saves both rules. */
export function useSavePlanRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: PlanRules) => adminApi.requestEnvelope<PlanRules>({ method: "POST", url: URL, data: planRulesSchema.parse(rules) }),
    onSuccess: (envelope) => queryClient.setQueryData(PLAN_RULES_KEY, envelope.data),
  });
}
