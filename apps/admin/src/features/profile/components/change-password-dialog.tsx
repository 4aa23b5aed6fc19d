import { AppChangePasswordDialog } from "@cdp/app-kit";
import { useLingui } from "@lingui/react/macro";
import { useChangePassword } from "../api/change-password.ts";

/** 修改密码 for an administrator (POST /admin/api/v1/user/changePassword); every session of theirs ends, so the browser signs out. */
export function ChangePasswordDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; onPasswordChanged: () => void }) {
  const { t } = useLingui();
  const { mutateAsync } = useChangePassword();
  return <AppChangePasswordDialog changePassword={mutateAsync} fallbackMessage={t`密码已修改，请重新登录`} {...props} />;
}
