import type { AccountPage } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** The picker shows every linked account on one page (100, the most a page holds). */
const ALL_ACCOUNTS = { page: 1, pageSize: 100 } as const;

/** GET /api/v1/accounts: every linked account, to choose targets and filter records. */
export function getPublishAccounts(): Promise<AccountPage> {
  return crmApi.request({ method: "GET", url: "/api/v1/accounts", params: ALL_ACCOUNTS });
}

export const publishAccountsQueryOptions = () => queryOptions({ queryKey: ["crm", "accounts", ALL_ACCOUNTS], queryFn: getPublishAccounts });

export function usePublishAccounts() {
  return useQuery(publishAccountsQueryOptions());
}
