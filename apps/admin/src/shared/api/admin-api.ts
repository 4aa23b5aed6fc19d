import { createAdminClient } from "@cdp/api-client";
import { readStoredLocale } from "@cdp/ui/i18n";
import { getCurrentRouteName } from "../current-route-name.ts";

/** Session-storage keys the spec lists for the admin session. */
export const ADMIN_SESSION_KEYS = {
  token: "allToken",
  loginType: "loginDeptType",
  channelId: "channelId",
  adminId: "adminId",
  adminAccount: "adminAccount",
  sessionId: "allSessionId",
  clientConfig: "clientConfig",
} as const;

/**
 * The administrators' API client with the spec's headers: `opPart` (current route name),
 * `loginType`, the token in `authorization` and `allToken`; sign-out to /admin/login on any 401.
 */
export const adminApi = createAdminClient({
  getLocale: readStoredLocale,
  getToken: () => sessionStorage.getItem(ADMIN_SESSION_KEYS.token),
  getLoginType: () => sessionStorage.getItem(ADMIN_SESSION_KEYS.loginType),
  getRouteName: getCurrentRouteName,
  loginPath: "/admin/login",
});
