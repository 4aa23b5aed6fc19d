import type { AccountGroupList } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** Shared with 账号管理's cache: the same request. */
export const PUBLISH_GROUPS_KEY = ["crm", "account-groups"] as const;

/** GET /api/v1/account-groups: the operator's account groups (filters and the account picker). */
export function getPublishGroups(): Promise<AccountGroupList> {
  return crmApi.request({ method: "GET", url: "/api/v1/account-groups" });
}

export const publishGroupsQueryOptions = () => queryOptions({ queryKey: PUBLISH_GROUPS_KEY, queryFn: getPublishGroups });

export function usePublishGroups() {
  return useQuery(publishGroupsQueryOptions());
}
