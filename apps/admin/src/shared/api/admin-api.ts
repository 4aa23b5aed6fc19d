import { createAdminClient } from "@cdp/api-client";
import { readStoredLocale } from "@cdp/ui/i18n";
import { getCurrentRouteName } from "../current-route-name.ts";
import { readAdminSessionValue } from "../session/index.ts";

/**
 * The administrators' API client with the spec's headers: `opPart` (current route name),
 * `loginType`, the token in `authorization` and `allToken`; sign-out to /admin/login on any 401.
 */
export const adminApi = createAdminClient({
  getLocale: readStoredLocale,
  getToken: () => readAdminSessionValue("token"),
  getLoginType: () => readAdminSessionValue("loginType"),
  getRouteName: getCurrentRouteName,
  loginPath: "/admin/login",
});
