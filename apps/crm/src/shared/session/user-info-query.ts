import { userInfoSchema, type UserInfo } from "@cdp/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../api/index.ts";
import { storeUserInfo } from "./session.ts";
import { USER_INFO_STORAGE_KEY } from "./user-info.ts";

/** GET /api/v1/user/getUserInfo: the signed-in operator (`personPosition` defaults to []). */
export function getUserInfo(): Promise<UserInfo> {
  return crmApi.request({ method: "GET", url: "/api/v1/user/getUserInfo" });
}

/** One cache entry for the signed-in operator, shared by the login flow, the shell and the profile dialogs. */
export const userInfoQueryOptions = () => queryOptions({ queryKey: ["user", "info"], queryFn: getUserInfo });

function readStoredUserInfo(): UserInfo | undefined {
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(sessionStorage.getItem(USER_INFO_STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in operator as the login flow stored it, updated whenever it is loaded again.
 * It never calls the server itself: the shell renders on every page.
 */
export function useSignedInUser(): UserInfo | undefined {
  return useQuery({ ...userInfoQueryOptions(), initialData: readStoredUserInfo, enabled: false }).data;
}

/** Loads the operator from the server (never from cache) into the cache and session storage (`userInfo`). */
export function useRefreshUserInfo() {
  const queryClient = useQueryClient();
  return async (): Promise<UserInfo> => {
    const info = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
    storeUserInfo(info);
    return info;
  };
}
