import type { ReconnectAccount, ReconnectAccountPageQuery } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { REFRESH_INTERVAL_MS, SYSTEM_HEALTH_KEY, type SortedPageWindow } from "./refresh.ts";

export type ReconnectAccountQuery = SortedPageWindow<ReconnectAccountPageQuery["sortBy"]>;

/** GET /admin/api/v1/system/reconnect-accounts: linked accounts whose grant lapsed, with their owner, newest linked first unless sorted. */
export function getReconnectAccounts(page: ReconnectAccountQuery): Promise<{ list: ReconnectAccount[]; total: number }> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/system/reconnect-accounts", params: page });
}

export const reconnectAccountsQueryOptions = (page: ReconnectAccountQuery) =>
  queryOptions({ queryKey: [...SYSTEM_HEALTH_KEY, "reconnect-accounts", page], queryFn: () => getReconnectAccounts(page), placeholderData: keepPreviousData, refetchInterval: REFRESH_INTERVAL_MS });

export function useReconnectAccounts(page: ReconnectAccountQuery) {
  return useQuery(reconnectAccountsQueryOptions(page));
}
