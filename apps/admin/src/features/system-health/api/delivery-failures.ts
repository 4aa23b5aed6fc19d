import type { DeliveryFailure, DeliveryFailurePageQuery } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { REFRESH_INTERVAL_MS, SYSTEM_HEALTH_KEY, type SortedPageWindow } from "./refresh.ts";

export type DeliveryFailureQuery = SortedPageWindow<DeliveryFailurePageQuery["sortBy"]> & { channel?: DeliveryFailure["channel"] };

/** GET /admin/api/v1/system/delivery-failures: emails and texts the provider refused, newest first unless sorted. */
export function getDeliveryFailures(query: DeliveryFailureQuery): Promise<{ list: DeliveryFailure[]; total: number }> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/system/delivery-failures", params: query });
}

export const deliveryFailuresQueryOptions = (query: DeliveryFailureQuery) =>
  queryOptions({ queryKey: [...SYSTEM_HEALTH_KEY, "delivery-failures", query], queryFn: () => getDeliveryFailures(query), placeholderData: keepPreviousData, refetchInterval: REFRESH_INTERVAL_MS });

export function useDeliveryFailures(query: DeliveryFailureQuery) {
  return useQuery(deliveryFailuresQueryOptions(query));
}
