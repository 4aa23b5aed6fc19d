import type { SystemHealth } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { REFRESH_INTERVAL_MS, SYSTEM_HEALTH_KEY } from "./refresh.ts";

/** GET /admin/api/v1/system/health: queue, workers, today's platform usage and the counts of the lists. */
export function getSystemHealth(): Promise<SystemHealth> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/system/health" });
}

export const systemHealthQueryOptions = () =>
  queryOptions({ queryKey: [...SYSTEM_HEALTH_KEY, "overview"], queryFn: getSystemHealth, refetchInterval: REFRESH_INTERVAL_MS });

export function useSystemHealth() {
  return useQuery(systemHealthQueryOptions());
}
