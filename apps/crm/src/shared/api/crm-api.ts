import { createCrmClient } from "@cdp/api-client";
import { readStoredLocale } from "@cdp/ui/i18n";

/** Local-storage key of the operator's session token (`data.tokenValue` of the login response). */
export const TOKEN_STORAGE_KEY = "tokenValue";

/** The operators' API client: language headers, the session token, sign-out to /login on any 401. */
export const crmApi = createCrmClient({
  getLocale: readStoredLocale,
  getToken: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  loginPath: "/login",
});
