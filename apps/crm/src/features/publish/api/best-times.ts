import { BEST_TIME_MAX_ACCOUNTS, type BestTimes } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/**
 * GET /api/v1/analytics/bestTimes: each account's best hours of the week to post, in `timeZone`.
 * More than 100 accounts: asked for all the operator's accounts (one request) and read from there.
 */
export function getBestTimes(accountIds: readonly number[], timeZone: string): Promise<BestTimes> {
  const params = accountIds.length > BEST_TIME_MAX_ACCOUNTS ? { timeZone } : { accountIds: accountIds.join(","), timeZone };
  return crmApi.request({ method: "GET", url: "/api/v1/analytics/bestTimes", params });
}

/** The reasons are worded in the request's language: the locale is part of the key. */
export const bestTimesQueryOptions = (accountIds: readonly number[], timeZone: string, locale: string) =>
  queryOptions({
    queryKey: ["crm", "analytics", "best-times", [...accountIds].sort((a, b) => a - b), timeZone, locale],
    queryFn: () => getBestTimes(accountIds, timeZone),
    // Figures are read hourly at most: no need to ask again while the form is open.
    staleTime: 10 * 60_000,
  });

export function useBestTimes(accountIds: readonly number[], timeZone: string, locale: string) {
  // While the chosen accounts change, the last answer stands until the new one comes.
  return useQuery({ ...bestTimesQueryOptions(accountIds, timeZone, locale), enabled: accountIds.length > 0, placeholderData: keepPreviousData });
}
