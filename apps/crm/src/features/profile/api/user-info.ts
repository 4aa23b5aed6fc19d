import { userInfoSchema, type UserInfo } from "@cdp/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { storeUserInfo, USER_INFO_STORAGE_KEY } from "../../../shared/session/index.ts";

/** The same cache entry the login flow fills, so both see one user. */
const userInfoQueryKey = ["user", "info"] as const;

/** GET /api/v1/user/getUserInfo: the signed-in operator. */
export function getUserInfo(): Promise<UserInfo> {
  return crmApi.request({ method: "GET", url: "/api/v1/user/getUserInfo" });
}

function readStoredUserInfo(): UserInfo | undefined {
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(sessionStorage.getItem(USER_INFO_STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in operator as the login flow stored it, updated when a profile change refreshes it.
 * It never calls the server itself: the shell renders on every page.
 */
export function useSignedInUser(): UserInfo | undefined {
  return useQuery({ queryKey: userInfoQueryKey, queryFn: getUserInfo, initialData: readStoredUserInfo, enabled: false }).data;
}

/** Loads the operator again after a profile change, into the cache and session storage (`userInfo`). */
export function useRefreshUserInfo() {
  const queryClient = useQueryClient();
  return async (): Promise<UserInfo> => {
    const info = await queryClient.fetchQuery({ queryKey: userInfoQueryKey, queryFn: getUserInfo, staleTime: 0 });
    storeUserInfo(info);
    return info;
  };
}
