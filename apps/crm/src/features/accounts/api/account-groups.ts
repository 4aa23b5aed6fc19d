import type { AccountGroupList } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const ACCOUNT_GROUPS_KEY = ["crm", "account-groups"] as const;

/** GET /api/v1/account-groups: the operator's account groups with their account and publish counts. */
export function getAccountGroups(): Promise<AccountGroupList> {
  return crmApi.request({ method: "GET", url: "/api/v1/account-groups" });
}

export const accountGroupsQueryOptions = () => queryOptions({ queryKey: ACCOUNT_GROUPS_KEY, queryFn: getAccountGroups });

export function useAccountGroups() {
  return useQuery(accountGroupsQueryOptions());
}
