import { apiErrorMessage } from "@cdp/api-client";
import { ChangePasswordDialog as ChangePasswordFormDialog } from "@cdp/ui/change-password-dialog";
import { useLingui } from "@lingui/react/macro";
import type { ChangePasswordRequest } from "@cdp/contracts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useChangePassword } from "../api/change-password.ts";

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server has ended every session, this one included: sign the browser out. */
  onPasswordChanged: () => void;
};

/** 修改密码 for an operator: POST /api/v1/user/changePassword, then the server's 请重新登录 as a toast. */
export function ChangePasswordDialog({ open, onOpenChange, onPasswordChanged }: ChangePasswordDialogProps) {
  const { t } = useLingui();
  const change = useChangePassword();

  const submit = async (values: ChangePasswordRequest) => {
    const result = await change.mutateAsync(values);
    toaster.create({ type: "success", title: result.msg || t`密码已修改，请重新登录` });
  };

  return (
    <ChangePasswordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      onChanged={onPasswordChanged}
      describeError={apiErrorMessage}
    />
  );
}
