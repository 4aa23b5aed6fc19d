import type { MyPlan, UpgradeRequestView } from "@cdp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const PLAN_KEY = ["crm", "plan"] as const;

/** GET /api/v1/plan: the current plan, its cycle and what each plan allows (the server's own figures). */
export function useMyPlan() {
  return useQuery({ queryKey: PLAN_KEY, queryFn: (): Promise<MyPlan> => crmApi.request({ method: "GET", url: "/api/v1/plan" }) });
}

/** A plan change; everything that depends on the plan (analytics, limits) is fetched again. */
function usePlanChange<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["crm"] }) });
}

export const useRedeemCode = () => usePlanChange((code: string): Promise<MyPlan> => crmApi.request({ method: "POST", url: "/api/v1/plan/redeem", data: { code } }));
export const useRequestUpgrade = () =>
  usePlanChange((note: string): Promise<UpgradeRequestView> => crmApi.request({ method: "POST", url: "/api/v1/plan/upgrade-request", data: { note } }));
export const useScheduleDowngrade = () => usePlanChange((): Promise<MyPlan> => crmApi.request({ method: "POST", url: "/api/v1/plan/downgrade" }));
