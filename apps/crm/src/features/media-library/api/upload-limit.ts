import type { MyPlan } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

const MB = 1024 * 1024;

/** GET /api/v1/plan, under the key 权限管理 and the publish screens read it by, so one answer serves all. */
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
