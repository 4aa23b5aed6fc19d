import { emailCodeRequestSchema, validateForm, type FieldErrors } from "@cdp/contracts";
import { Field, TextField } from "@cdp/ui/form-field";
import { VerificationCodeButton } from "@cdp/ui/verification-code-button";
import { Button, HStack, Input, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useLocaleSwitch } from "../../../shared/i18n/index.ts";
import { loginInputSchema, useLogin } from "../api/login.ts";
import { useSendLoginCode } from "../api/send-login-code.ts";
import { errorMessage } from "../hooks/error-message.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { FormFailure } from "./form-failure.tsx";

/** Email + the code sent by sendLoginEmailCode. */
export function CodeLoginForm() {
  const { t } = useLingui();
  const { locale } = useLocaleSwitch();
  const sendCode = useSendLoginCode();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState({ email: "", code: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const requestCode = async () => {
    setFailure(null);
    const checked = validateForm(emailCodeRequestSchema, { email: values.email }, locale);
    setErrors({ ...errors, email: checked.errors?.email });
    if (!checked.data) throw new Error("invalid email");
    try {
      await sendCode.mutateAsync(checked.data);
      toaster.create({ type: "success", title: t`验证码已发送，请查收邮件` });
    } catch (error) {
      setFailure(errorMessage(error, t`验证码发送失败，请稍后再试`));
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(loginInputSchema, { email: values.email, code: values.code || "" }, locale);
    const codeMissing = !values.code.trim();
    setErrors({ ...(checked.errors ?? {}), ...(codeMissing ? { code: t`请输入验证码` } : {}) });
    if (!checked.data || codeMissing) return;
    try {
      const envelope = await login.mutateAsync(checked.data);
      completeSignIn(envelope.data, envelope.msg);
    } catch (error) {
      setFailure(errorMessage(error, t`登录失败，请稍后重试`));
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit}>
        <TextField
          label={t`邮箱`}
          type="email"
          autoComplete="email"
          placeholder={t`请输入管理员邮箱`}
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
        <FormFailure message={failure} />
        <Button type="submit" size="lg" loading={login.isPending} loadingText={t`登录中...`}>
          {t`登录`}
        </Button>
      </form>
    </Stack>
  );
}
