import type { UserInfo } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { storeToken, useRefreshUserInfo } from "../../../shared/session/index.ts";
import { TOKEN_STORAGE_KEY } from "../../../shared/api/index.ts";

/**
 * After a successful login: keeps the token, loads the current user into session storage
 * (`userInfo`) and says 登录成功!. Returns the user, so the page can offer the upgrade.
 */
export function useCompleteSignIn() {
  const { t } = useLingui();
  const loadUserInfo = useRefreshUserInfo();
  return async (token: string): Promise<UserInfo> => {
    storeToken(token);
    try {
      const info = await loadUserInfo();
      toaster.create({ type: "success", title: t`登录成功!` });
      return info;
    } catch (error) {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      throw error;
    }
  };
}
