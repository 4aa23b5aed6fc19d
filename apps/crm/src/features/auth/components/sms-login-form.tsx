import { type FieldErrors, smsCodeRequestSchema, validateForm } from "@cdp/contracts";
import { Field, TextField } from "@cdp/ui/form-field";
import { VerificationCodeButton } from "@cdp/ui/verification-code-button";
import { Alert, Button, HStack, Input, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useLocaleSwitch } from "../../../shared/i18n/index.ts";
import { useSendLoginSmsCode } from "../api/send-login-sms-code.ts";
import { smsLoginInputSchema, useSmsLogin } from "../api/sms-login.ts";
import { errorMessage } from "../hooks/error-message.ts";

type SmsLoginFormProps = {
  /** Whether the privacy policy is ticked (says so when not); without it the form does not submit. */
  consented: () => boolean;
  /** The policy tick, shown above the submit button. */
  consent: ReactNode;
  onSignedIn: (token: string) => Promise<void>;
};

/** Mobile number + texted code (the number must be bound to an operator). */
export function SmsLoginForm({ consented, consent, onSignedIn }: SmsLoginFormProps) {
  const { t } = useLingui();
  const { locale } = useLocaleSwitch();
  const sendCode = useSendLoginSmsCode();
  const login = useSmsLogin();
  const [values, setValues] = useState({ phone: "", code: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const requestCode = async () => {
    setFailure(null);
    const checked = validateForm(smsCodeRequestSchema, { phone: values.phone }, locale);
    setErrors({ ...errors, phone: checked.errors?.phone });
    if (!checked.data) throw new Error("invalid phone");
    try {
      await sendCode.mutateAsync(checked.data);
      toaster.create({ type: "success", title: t`验证码已发送` });
    } catch (error) {
      setFailure(errorMessage(error, t`验证码发送失败，请稍后再试`));
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(smsLoginInputSchema, values, locale);
    setErrors(checked.errors ?? {});
    const agreed = consented();
    if (!checked.data || !agreed) return;
    try {
      const { tokenValue } = await login.mutateAsync(checked.data);
      setFinishing(true);
      await onSignedIn(tokenValue);
    } catch (error) {
      setFailure(errorMessage(error, t`登录失败，请稍后重试`));
    } finally {
      setFinishing(false);
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit}>
        <TextField
          label={t`手机号`}
          placeholder={t`请输入手机号`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={values.phone}
          onChange={(event) => setValues({ ...values, phone: event.target.value })}
          errorText={errors.phone}
        />
        <Field label={t`验证码`} errorText={errors.code}>
          <HStack w="full" align="stretch">
            <Input
              placeholder={t`请输入手机验证码`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.code}
              onChange={(event) => setValues({ ...values, code: event.target.value })}
            />
            <VerificationCodeButton onRequest={requestCode} seconds={60} flexShrink={0} />
          </HStack>
        </Field>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {consent}
        <Button type="submit" size="lg" loading={login.isPending || finishing} loadingText={t`登录中...`}>
          {t`登录`}
        </Button>
    </form>
      </Stack>
  );
}
