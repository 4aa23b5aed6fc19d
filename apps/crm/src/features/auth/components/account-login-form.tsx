import { type FieldErrors, validateForm } from "@cdp/contracts";
import { PasswordField, TextField } from "@cdp/ui/form-field";
import { Alert, Button, HStack, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { useLocaleSwitch } from "../../../shared/i18n/index.ts";
import { loginInputSchema, useLogin } from "../api/login.ts";
import { errorMessage } from "../hooks/error-message.ts";

type AccountLoginFormProps = {
  /** Whether the privacy policy is ticked (says so when not); without it the form does not submit. */
  consented: () => boolean;
  /** The policy tick, shown above the submit button. */
  consent: ReactNode;
  onSignedIn: (token: string) => Promise<void>;
  onForgotPassword: () => void;
  defaultAccount?: string;
};

/** Account (email or bound mobile) + password. */
export function AccountLoginForm({ consented, consent, onSignedIn, onForgotPassword, defaultAccount = "" }: AccountLoginFormProps) {
  const { t } = useLingui();
  const { locale } = useLocaleSwitch();
  const login = useLogin();
  const [values, setValues] = useState({ account: defaultAccount, password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(loginInputSchema, values, locale);
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
          label={t`账号`}
          placeholder={t`请输入邮箱或手机号`}
          autoComplete="username"
          value={values.account}
          onChange={(event) => setValues({ ...values, account: event.target.value })}
          errorText={errors.account}
        />
        <PasswordField
          label={t`密码`}
          placeholder={t`请输入密码`}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          errorText={errors.password}
        />
        <HStack justify="flex-end" mt="-2">
          <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" onClick={onForgotPassword}>
            {t`忘记密码？`}
          </Button>
        </HStack>
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
