import { apiErrorMessage } from "@cdp/api-client";
import type { ChangePasswordRequest } from "@cdp/contracts";
import { ChangePasswordDialog as ChangePasswordFormDialog } from "@cdp/ui/change-password-dialog";
import { toaster } from "@cdp/ui/toaster";

export type AppChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Calls the surface's change-password endpoint; resolves with its envelope message. */
  changePassword: (values: ChangePasswordRequest) => Promise<{ msg: string }>;
  /** The toast when the server sends no message, translated (e.g. 密码已修改，请重新登录). */
  fallbackMessage: string;
  /** The server has ended every session, this one included: sign the browser out. */
  onPasswordChanged: () => void;
};

/** 修改密码 for either surface: the library's form, the server's 请重新登录 as a toast, then sign-out. */
export function AppChangePasswordDialog({ open, onOpenChange, changePassword, fallbackMessage, onPasswordChanged }: AppChangePasswordDialogProps) {
  const submit = async (values: ChangePasswordRequest) => {
    const result = await changePassword(values);
    toaster.create({ type: "success", title: result.msg || fallbackMessage });
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
