import { userInfoSchema, type UserInfo } from "@cdp/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../api/index.ts";
import { readToken, storeUserInfo } from "./session.ts";
import { USER_INFO_STORAGE_KEY } from "./user-info.ts";

/** GET /api/v1/user/getUserInfo: the signed-in operator (`personPosition` defaults to []). */
export function getUserInfo(): Promise<UserInfo> {
  return crmApi.request({ method: "GET", url: "/api/v1/user/getUserInfo" });
}

/** Loads the operator and keeps a copy in session storage (`userInfo`) for the rest of the session. */
async function loadAndStoreUserInfo(): Promise<UserInfo> {
  const info = await getUserInfo();
  storeUserInfo(info);
  return info;
}

/** One cache entry for the signed-in operator, shared by the login flow, the shell and the profile dialogs. */
export const userInfoQueryOptions = () => queryOptions({ queryKey: ["user", "info"], queryFn: loadAndStoreUserInfo });

function readStoredUserInfo(): UserInfo | undefined {
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(sessionStorage.getItem(USER_INFO_STORAGE_KEY) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in operator. Session storage holds it for the tab that signed in; a new tab or a
 * restarted browser only has the token (local storage), so the operator is loaded once then.
 */
export function useSignedInUser(): UserInfo | undefined {
  return useQuery({
    ...userInfoQueryOptions(),
    initialData: readStoredUserInfo,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: readToken() !== null,
  }).data;
}

/** Loads the operator from the server (never from cache) into the cache and session storage (`userInfo`). */
export function useRefreshUserInfo() {
  const queryClient = useQueryClient();
  return (): Promise<UserInfo> => queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
}
