import { emailCodeRequestSchema } from "@cdp/contracts";
import { CodeField } from "@cdp/ui/code-field";
import { PasswordField, TextField } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { resetPasswordInputSchema, useResetPassword } from "../api/reset-password.ts";
import { useSendResetPasswordCode } from "../api/send-reset-password-code.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";

type ForgotPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the email once the new password is set. */
  onReset: (email: string) => void;
  defaultEmail?: string;
};

/** 忘记密码: a code to the registered email, then a new password (every session is signed out). */
export function ForgotPasswordDialog({ open, onOpenChange, onReset, defaultEmail = "" }: ForgotPasswordDialogProps) {
  const { t } = useLingui();
  const sendCode = useSendResetPasswordCode();
  const reset = useResetPassword();
  const form = useAuthForm({ email: defaultEmail, code: "", password: "" });

  const requestCode = form.codeRequest(
    emailCodeRequestSchema,
    "email",
    sendCode.mutateAsync,
    t`如果该邮箱已注册，验证码已发送到邮箱`,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(resetPasswordInputSchema, form.values);
    if (!data) return;
    try {
      await reset.mutateAsync(data);
      toaster.create({ type: "success", title: t`密码已重置，请使用新密码登录` });
      onReset(data.email);
      form.setValues({ email: data.email, code: "", password: "" });
      onOpenChange(false);
    } catch (error) {
      form.fail(error, t`重置失败，请稍后重试`);
    }
  };

  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <DialogForm title={t`找回密码`} submitLabel={t`重置密码`} submitting={reset.isPending} onSubmit={submit}>
        <Text color="fg.muted" fontSize="sm">
          {t`输入注册邮箱，获取验证码后设置新密码。设置后所有已登录的设备都需要重新登录。`}
        </Text>
        <TextField
          label={t`邮箱`}
          type="email"
          autoComplete="email"
          placeholder={t`请输入注册邮箱`}
          {...form.bind("email")}
        />
        <CodeField label={t`验证码`} placeholder={t`请输入邮箱验证码`} onRequestCode={requestCode} {...form.bind("code")} />
        <PasswordField
          label={t`新密码`}
          placeholder={t`至少8位，包含字母和数字`}
          autoComplete="new-password"
          {...form.bind("password")}
        />
        <FormFailure message={form.failure} />
      </DialogForm>
    </FormDialog>
  );
}
