import { emailCodeRequestSchema, type FieldErrors, validateForm } from "@cdp/contracts";
import { Field, PasswordField, TextField } from "@cdp/ui/form-field";
import { VerificationCodeButton } from "@cdp/ui/verification-code-button";
import { Alert, Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useLocaleSwitch } from "../../../shared/i18n/index.ts";
import { resetPasswordInputSchema, useResetPassword } from "../api/reset-password.ts";
import { useSendResetPasswordCode } from "../api/send-reset-password-code.ts";
import { errorMessage } from "../hooks/error-message.ts";

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
  const { locale } = useLocaleSwitch();
  const sendCode = useSendResetPasswordCode();
  const reset = useResetPassword();
  const [values, setValues] = useState({ email: defaultEmail, code: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const requestCode = async () => {
    setFailure(null);
    const checked = validateForm(emailCodeRequestSchema, { email: values.email }, locale);
    setErrors({ ...errors, email: checked.errors?.email });
    if (!checked.data) throw new Error("invalid email");
    try {
      await sendCode.mutateAsync(checked.data);
      toaster.create({ type: "success", title: t`如果该邮箱已注册，验证码已发送到邮箱` });
    } catch (error) {
      setFailure(errorMessage(error, t`验证码发送失败，请稍后再试`));
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(resetPasswordInputSchema, values, locale);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await reset.mutateAsync(checked.data);
      toaster.create({ type: "success", title: t`密码已重置，请使用新密码登录` });
      onReset(checked.data.email);
      setValues({ email: checked.data.email, code: "", password: "" });
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error, t`重置失败，请稍后重试`));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{t`找回密码`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {t`输入注册邮箱，获取验证码后设置新密码。设置后所有已登录的设备都需要重新登录。`}
                  </Text>
                  <TextField
                    label={t`邮箱`}
                    type="email"
                    autoComplete="email"
                    placeholder={t`请输入注册邮箱`}
                    value={values.email}
                    onChange={(event) => setValues({ ...values, email: event.target.value })}
                    errorText={errors.email}
                  />
                  <Field label={t`验证码`} errorText={errors.code}>
                    <HStack w="full" align="stretch">
                      <Input
                        placeholder={t`请输入邮箱验证码`}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                        value={values.code}
                        onChange={(event) => setValues({ ...values, code: event.target.value })}
                      />
                      <VerificationCodeButton onRequest={requestCode} flexShrink={0} />
                    </HStack>
                  </Field>
                  <PasswordField
                    label={t`新密码`}
                    placeholder={t`至少8位，包含字母和数字`}
                    autoComplete="new-password"
                    value={values.password}
                    onChange={(event) => setValues({ ...values, password: event.target.value })}
                    errorText={errors.password}
                  />
                  {failure && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button type="button" variant="outline">
                    {t`取消`}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={reset.isPending}>
                  {t`重置密码`}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`关闭`} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
