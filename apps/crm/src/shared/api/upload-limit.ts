import type { MyPlan } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "./crm-api.ts";

const MB = 1024 * 1024;

/** GET /api/v1/plan, for the publish screens and 素材库 (the same answer 权限管理 reads, under its key, so a plan change refreshes both). */
export function getMyPlan(): Promise<MyPlan> {
  return crmApi.request({ method: "GET", url: "/api/v1/plan" });
}

export const myPlanQueryOptions = () => queryOptions({ queryKey: ["crm", "plan"], queryFn: getMyPlan });

/** The largest file the operator's plan lets them upload, in MB; undefined until known. */
export function useUploadLimitMb(): number | undefined {
  const { data } = useQuery(myPlanQueryOptions());
  const bytes = data?.plans.find((allowance) => allowance.plan === data.plan)?.maxUploadBytes;
  return bytes === undefined ? undefined : Math.floor(bytes / MB);
}
