import type { UserInfo } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** GET /api/v1/user/getUserInfo: the signed-in operator (`personPosition` defaults to []). */
export function getUserInfo(): Promise<UserInfo> {
  return crmApi.request({ method: "GET", url: "/api/v1/user/getUserInfo" });
}

export const userInfoQueryOptions = () => queryOptions({ queryKey: ["user", "info"], queryFn: getUserInfo });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
