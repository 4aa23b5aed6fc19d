import { changePasswordRequestSchema, type ChangePasswordRequest } from "@cdp/contracts";
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import { FormFailure } from "../form-failure";
import { PasswordField, useFormState } from "../form-field";
import { DialogForm, FormDialog } from "../form-dialog";

export type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the current and the new password. A rejection keeps the dialog open and shows
   * `describeError(error, "修改失败，请稍后重试")` as the form failure.
   */
  onSubmit: (values: ChangePasswordRequest) => Promise<void>;
  /** Called after `onSubmit` resolved: the server has ended every session, so sign the browser out. */
  onChanged: () => void;
  /**
   * Turns a rejection of `onSubmit` into the message shown; the apps pass `apiErrorMessage`.
   * @default the error's message, else the fallback
   */
  describeError?: (error: unknown, fallback: string) => string;
};

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** 修改密码: the current password and a new one typed twice; afterwards every device signs in again. */
export function ChangePasswordDialog({ open, onOpenChange, ...formProps }: ChangePasswordDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <ChangePasswordForm {...formProps} />
    </FormDialog>
  );
}

type ChangePasswordFormProps = Pick<ChangePasswordDialogProps, "onSubmit" | "onChanged" | "describeError">;

function ChangePasswordForm({ onSubmit, onChanged, describeError = errorMessage }: ChangePasswordFormProps) {
  const { t } = useLingui();
  const [submitting, setSubmitting] = useState(false);
  const form = useFormState({ oldPassword: "", newPassword: "", confirmPassword: "" }, { describeError });
  const formSchema = changePasswordRequestSchema
    .extend({ confirmPassword: z.string().min(1, { error: t`请再次输入新密码` }) })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ["confirmPassword"],
      error: t`两次输入的新密码不一致`,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const data = form.validate(formSchema, form.values);
    if (!data) return;
    setSubmitting(true);
    try {
      await onSubmit({ oldPassword: data.oldPassword, newPassword: data.newPassword });
    } catch (error) {
      setSubmitting(false);
      form.fail(error, t`修改失败，请稍后重试`);
      return;
    }
    setSubmitting(false);
    onChanged();
  };

  return (
    <DialogForm title={t`修改密码`} submitLabel={t`确认修改`} submitting={submitting} onSubmit={submit}>
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
