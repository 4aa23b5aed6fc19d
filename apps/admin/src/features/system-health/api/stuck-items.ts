import type { StuckItem, StuckItemPageQuery } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { REFRESH_INTERVAL_MS, SYSTEM_HEALTH_KEY, type SortedPageWindow } from "./refresh.ts";

export type StuckItemQuery = SortedPageWindow<StuckItemPageQuery["sortBy"]>;

/** GET /admin/api/v1/system/stuck-items: publish items in progress past their deadline, oldest progress first unless sorted. */
export function getStuckItems(page: StuckItemQuery): Promise<{ list: StuckItem[]; total: number }> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/system/stuck-items", params: page });
}

export const stuckItemsQueryOptions = (page: StuckItemQuery) =>
  queryOptions({ queryKey: [...SYSTEM_HEALTH_KEY, "stuck-items", page], queryFn: () => getStuckItems(page), placeholderData: keepPreviousData, refetchInterval: REFRESH_INTERVAL_MS });

export function useStuckItems(page: StuckItemQuery) {
  return useQuery(stuckItemsQueryOptions(page));
}
