import type { AccountGroupList } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** GET /api/v1/account-groups: the group filter's choices (shared with 账号管理's cache: the same request). */
export function getCalendarGroups(): Promise<AccountGroupList> {
  return crmApi.request({ method: "GET", url: "/api/v1/account-groups" });
}

export const calendarGroupsQueryOptions = () => queryOptions({ queryKey: ["crm", "account-groups"], queryFn: getCalendarGroups });

export function useCalendarGroups() {
  return useQuery(calendarGroupsQueryOptions());
}
