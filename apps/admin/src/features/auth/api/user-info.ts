import type { AdminSession } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

/** GET /admin/api/v1/user/getUserInfo: the session values of the signed-in administrator. */
export function getUserInfo(): Promise<AdminSession> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/user/getUserInfo" });
}

export const userInfoQueryOptions = () => queryOptions({ queryKey: ["admin", "session"], queryFn: getUserInfo });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
