import { useForgetSession } from "@cdp/app-kit";
import { SessionMenu } from "@cdp/ui/session-menu";
import { useState } from "react";
import { useLogout } from "../../features/auth/index.ts";
import { ChangePasswordDialog } from "../../features/profile/index.ts";
import { readAdminAccount } from "../../shared/session/index.ts";
import { LOGIN_PATH } from "../router/route-table.ts";

/** The header's user menu: which administrator is signed in, 修改密码 and 退出登录. */
export function AppUserMenu() {
  const [changingPassword, setChangingPassword] = useState(false);
  const forgetSession = useForgetSession(LOGIN_PATH);
  const { mutateAsync: revokeToken } = useLogout();
  // The server revokes the token; the browser forgets it either way.
  const logout = () => revokeToken().catch(() => undefined).then(forgetSession);

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
