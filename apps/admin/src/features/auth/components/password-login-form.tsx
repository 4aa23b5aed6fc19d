import { validateForm, type FieldErrors } from "@cdp/contracts";
import { PasswordField, TextField } from "@cdp/ui/form-field";
import { Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useLocaleSwitch } from "../../../shared/i18n/index.ts";
import { loginInputSchema, useLogin } from "../api/login.ts";
import { errorMessage } from "../hooks/error-message.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { FormFailure } from "./form-failure.tsx";

/** Email + password (sent as the spec's `account, password`). */
export function PasswordLoginForm() {
  const { t } = useLingui();
  const { locale } = useLocaleSwitch();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState({ account: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(loginInputSchema, values, locale);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
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
          autoComplete="username"
          placeholder={t`请输入管理员邮箱`}
          value={values.account}
          onChange={(event) => setValues({ ...values, account: event.target.value })}
          errorText={errors.account}
        />
        <PasswordField
          label={t`密码`}
          placeholder={t`请输入密码`}
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          errorText={errors.password}
        />
        <FormFailure message={failure} />
        <Button type="submit" size="lg" loading={login.isPending} loadingText={t`登录中...`}>
          {t`登录`}
        </Button>
      </form>
    </Stack>
  );
}
