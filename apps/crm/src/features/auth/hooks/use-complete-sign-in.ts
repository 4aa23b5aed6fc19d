import type { UserInfo } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { storeToken, storeUserInfo } from "../../../shared/session/index.ts";
import { TOKEN_STORAGE_KEY } from "../../../shared/api/index.ts";
import { userInfoQueryOptions } from "../api/user-info.ts";

/**
 * After a successful login: keeps the token, loads the current user into session storage
 * (`userInfo`) and says 登录成功!. Returns the user, so the page can offer the upgrade.
 */
export function useCompleteSignIn() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return async (token: string): Promise<UserInfo> => {
    storeToken(token);
    try {
      const info = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
      storeUserInfo(info);
      toaster.create({ type: "success", title: t`登录成功!` });
      return info;
    } catch (error) {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      throw error;
    }
  };
}
