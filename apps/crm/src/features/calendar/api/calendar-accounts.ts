import type { AccountPage } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** Every linked account on one page (100, the most a page holds): the same request and cache as the publish screens'. */
const ALL_ACCOUNTS = { page: 1, pageSize: 100 } as const;

/** GET /api/v1/accounts: the account filter's choices, and which accounts a group or platform holds. */
export function getCalendarAccounts(): Promise<AccountPage> {
  return crmApi.request({ method: "GET", url: "/api/v1/accounts", params: ALL_ACCOUNTS });
}

export const calendarAccountsQueryOptions = () => queryOptions({ queryKey: ["crm", "accounts", ALL_ACCOUNTS], queryFn: getCalendarAccounts });

export function useCalendarAccounts() {
  return useQuery(calendarAccountsQueryOptions());
}
