import { apiErrorMessage } from "@cdp/api-client";
import { changePasswordRequestSchema } from "@cdp/contracts";
import { FormFailure } from "@cdp/ui/form-failure";
import { PasswordField, useFormState } from "@cdp/ui/form-field";
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { z } from "zod";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useChangePassword } from "../api/change-password.ts";
import { DialogForm, FormDialog } from "./form-dialog.tsx";

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server has ended every session of this administrator, this one included: sign the browser out. */
  onPasswordChanged: () => void;
};

/** 修改密码: the current password and a new one typed twice; afterwards every device signs in again. */
export function ChangePasswordDialog({ open, onOpenChange, onPasswordChanged }: ChangePasswordDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <ChangePasswordForm onPasswordChanged={onPasswordChanged} />
    </FormDialog>
  );
}

function ChangePasswordForm({ onPasswordChanged }: Pick<ChangePasswordDialogProps, "onPasswordChanged">) {
  const { t } = useLingui();
  const change = useChangePassword();
  const form = useFormState({ oldPassword: "", newPassword: "", confirmPassword: "" }, { describeError: apiErrorMessage });
  const formSchema = changePasswordRequestSchema
    .extend({ confirmPassword: z.string().min(1, { error: t`请再次输入新密码` }) })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ["confirmPassword"],
      error: t`两次输入的新密码不一致`,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(formSchema, form.values);
    if (!data) return;
    try {
      const result = await change.mutateAsync({ oldPassword: data.oldPassword, newPassword: data.newPassword });
      toaster.create({ type: "success", title: result.msg || t`密码已修改，请重新登录` });
      onPasswordChanged();
    } catch (error) {
      form.fail(error, t`修改失败，请稍后重试`);
    }
  };

  return (
    <DialogForm title={t`修改密码`} submitLabel={t`确认修改`} submitting={change.isPending} onSubmit={submit}>
      <Text color="fg.muted" fontSize="sm">
        {t`修改后所有已登录的设备都需要使用新密码重新登录。`}
      </Text>
      <PasswordField
        label={t`原密码`}
        placeholder={t`请输入原密码`}
        autoComplete="current-password"
        {...form.bind("oldPassword")}
      />
      <PasswordField
        label={t`新密码`}
        placeholder={t`至少8位，包含字母和数字`}
        autoComplete="new-password"
        {...form.bind("newPassword")}
      />
      <PasswordField
        label={t`确认新密码`}
        placeholder={t`请再次输入新密码`}
        autoComplete="new-password"
        {...form.bind("confirmPassword")}
      />
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
