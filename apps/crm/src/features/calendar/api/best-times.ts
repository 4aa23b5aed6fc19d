import type { BestTimes } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** `locale`: the reasons come worded in the request's language, so it is part of the key. */
type BestTimesQuery = { accountIds?: number[]; timeZone: string; locale: string };

/** GET /api/v1/analytics/bestTimes: each account's best hours of the week (median views, last 90 days). */
export function getBestTimes({ accountIds, timeZone }: Omit<BestTimesQuery, "locale">): Promise<BestTimes> {
  return crmApi.request({ method: "GET", url: "/api/v1/analytics/bestTimes", params: { timeZone, ...(accountIds ? { accountIds: accountIds.join(",") } : {}) } });
}

/** The figures change once a day at most: kept for 10 minutes. */
export const bestTimesQueryOptions = (query: BestTimesQuery) =>
  queryOptions({ queryKey: ["crm", "analytics", "bestTimes", query], queryFn: () => getBestTimes(query), staleTime: 10 * 60_000 });

/** `accountIds` empty: nothing to ask (a filter matches no account). */
export function useBestTimes(query: BestTimesQuery) {
  return useQuery({ ...bestTimesQueryOptions(query), enabled: query.accountIds === undefined || query.accountIds.length > 0 });
}
