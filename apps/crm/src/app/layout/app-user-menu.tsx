import { useForgetSession } from "@cdp/app-kit";
import { SessionMenu } from "@cdp/ui/session-menu";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLogout } from "../../features/auth/index.ts";
import { BindPhoneDialog, ChangePasswordDialog, NickNameDialog, useSignedInUser } from "../../features/profile/index.ts";
import { readUserName } from "../../shared/session/index.ts";
import { API_KEYS_PATH, LOGIN_PATH, WEBHOOKS_PATH } from "../router/route-table.ts";

type ProfileDialog = "password" | "nickName" | "phone";

/** The header's user menu: who is signed in, 修改密码, 修改昵称, 绑定手机号, API 密钥, Webhook 通知 and 退出登录. */
export function AppUserMenu() {
  const { t } = useLingui();
  const forgetSession = useForgetSession(LOGIN_PATH);
  const serverLogout = useLogout();
  const signedInUser = useSignedInUser();
  const phone = signedInUser?.phone;
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const navigate = useNavigate();

  const logout = async () => {
    // The server revokes the token; the browser forgets it either way.
    await serverLogout.mutateAsync().catch(() => undefined);
    forgetSession();
  };

  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <>
      <SessionMenu
        name={signedInUser?.name || readUserName()}
        onChangePassword={() => setDialog("password")}
        items={[
          { key: "nickName", label: t`修改昵称`, onAction: () => setDialog("nickName") },
          { key: "phone", label: phone ? t`更换手机号` : t`绑定手机号`, onAction: () => setDialog("phone") },
          { key: "apiKeys", label: t`API 密钥`, onAction: () => void navigate(API_KEYS_PATH) },
          { key: "webhooks", label: t`Webhook 通知`, onAction: () => void navigate(WEBHOOKS_PATH) },
        ]}
        onSignOut={() => void logout()}
      />
      {/* The server has already ended this session: only the browser's copy is left to forget. */}
      <ChangePasswordDialog open={dialog === "password"} onOpenChange={closeDialog} onPasswordChanged={forgetSession} />
      <NickNameDialog open={dialog === "nickName"} onOpenChange={closeDialog} />
      <BindPhoneDialog open={dialog === "phone"} onOpenChange={closeDialog} />
    </>
  );
}
