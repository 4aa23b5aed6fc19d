import { clearBrowserSession } from "@cdp/api-client";
import { UserMenu } from "@cdp/ui/user-menu";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { useLogout } from "../../features/auth/index.ts";
import { readAdminAccount } from "../../shared/session/index.ts";
import { LOGIN_PATH } from "../router/route-table.ts";

/** The header's user menu: which administrator is signed in, and 退出登录. */
export function AppUserMenu() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const serverLogout = useLogout();

  const logout = async () => {
    // The server revokes the token; the browser forgets it either way.
    await serverLogout.mutateAsync().catch(() => undefined);
    clearBrowserSession();
    queryClient.clear();
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <UserMenu name={readAdminAccount() ?? t`未登录`} items={[{ key: "logout", label: t`退出登录`, onSelect: () => void logout() }]} />
  );
}
