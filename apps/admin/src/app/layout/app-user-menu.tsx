import { clearBrowserSession } from "@cdp/api-client";
import { SessionMenu } from "@cdp/ui/session-menu";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLogout } from "../../features/auth/index.ts";
import { ChangePasswordDialog } from "../../features/profile/index.ts";
import { readAdminAccount } from "../../shared/session/index.ts";
import { LOGIN_PATH } from "../router/route-table.ts";

/** The header's user menu: which administrator is signed in, 修改密码 and 退出登录. */
export function AppUserMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const serverLogout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);

  const forgetSession = () => {
    clearBrowserSession();
    queryClient.clear();
    void navigate(LOGIN_PATH, { replace: true });
  };

  const logout = async () => {
    // The server revokes the token; the browser forgets it either way.
    await serverLogout.mutateAsync().catch(() => undefined);
    forgetSession();
  };

  return (
    <>
      <SessionMenu
        name={readAdminAccount()}
        onChangePassword={() => setChangingPassword(true)}
        onSignOut={() => void logout()}
      />
      {/* The server has already ended this session: only the browser's copy is left to forget. */}
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} onPasswordChanged={forgetSession} />
    </>
  );
}
