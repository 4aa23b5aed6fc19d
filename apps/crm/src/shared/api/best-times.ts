import { BEST_TIME_MAX_ACCOUNTS, type BestTimes } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "./crm-api.ts";

/** The accounts asked about; undefined for all of the operator's accounts. */
type AccountIds = readonly number[] | undefined;

/**
 * GET /api/v1/analytics/bestTimes: each account's best hours of the week to post, in `timeZone`.
 * More than 100 accounts: asked for all the operator's accounts (one request); `onlyAsked` reads the
 * asked ones from there.
 */
export function getBestTimes(accountIds: AccountIds, timeZone: string): Promise<BestTimes> {
  const all = accountIds === undefined || accountIds.length > BEST_TIME_MAX_ACCOUNTS;
  return crmApi.request({ method: "GET", url: "/api/v1/analytics/bestTimes", params: all ? { timeZone } : { accountIds: accountIds.join(","), timeZone } });
}

/** The answer narrowed to the asked accounts. */
function onlyAsked(answer: BestTimes, accountIds: AccountIds): BestTimes {
  if (accountIds === undefined) return answer;
  const asked = new Set(accountIds);
  return { ...answer, list: answer.list.filter((account) => asked.has(account.accountId)) };
}

/** The reasons are worded in the request's language: the locale is part of the key. */
export const bestTimesQueryOptions = (accountIds: AccountIds, timeZone: string, locale: string) =>
  queryOptions({
    queryKey: ["crm", "analytics", "best-times", accountIds ? [...accountIds].sort((a, b) => a - b) : "all", timeZone, locale],
    queryFn: async () => onlyAsked(await getBestTimes(accountIds, timeZone), accountIds),
    // Figures are read hourly at most: no need to ask again while a screen is open.
    staleTime: 10 * 60_000,
  });

/** None asked (an empty choice or a filter that matches no account): nothing is requested. */
export function useBestTimes(accountIds: AccountIds, timeZone: string, locale: string) {
  // While the chosen accounts change, the last answer stands until the new one comes.
  return useQuery({ ...bestTimesQueryOptions(accountIds, timeZone, locale), enabled: accountIds === undefined || accountIds.length > 0, placeholderData: keepPreviousData });
}
