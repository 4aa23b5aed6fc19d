import { AppChangePasswordDialog } from "@cdp/app-kit";
import { useLingui } from "@lingui/react/macro";
import { useChangePassword } from "../api/change-password.ts";

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server has ended every session, this one included: sign the browser out. */
  onPasswordChanged: () => void;
};

/** 修改密码 for an operator: POST /api/v1/user/changePassword, then the server's 请重新登录 as a toast. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const { t } = useLingui();
  const change = useChangePassword();
  return <AppChangePasswordDialog {...props} changePassword={change.mutateAsync} fallbackMessage={t`密码已修改，请重新登录`} />;
}
