import type { AccountPage, Platform } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const ACCOUNTS_KEY = ["crm", "accounts"] as const;

/** The query of `accountListRequestSchema` as the page holds it (numbers, not query-string text). */
export type AccountListQuery = { platform?: Platform; groupId?: number; keyword?: string; page: number; pageSize: number };

/** GET /api/v1/accounts: one page of the operator's linked accounts, with the plan's account limit. */
export function getAccounts(query: AccountListQuery): Promise<AccountPage> {
  return crmApi.request({ method: "GET", url: "/api/v1/accounts", params: query });
}

export const accountsQueryOptions = (query: AccountListQuery) =>
  queryOptions({ queryKey: [...ACCOUNTS_KEY, query], queryFn: () => getAccounts(query), placeholderData: keepPreviousData });

export function useAccounts(query: AccountListQuery) {
  return useQuery(accountsQueryOptions(query));
}
