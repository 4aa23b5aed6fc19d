import { PasswordField, TextField } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { useLogin } from "../api/login.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";

/** Email + password (sent as the spec's `account, password`). */
export function PasswordLoginForm() {
  const { t } = useLingui();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const form = useAuthForm({ account: "", password: "" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = t`登录失败，请稍后重试`;
    const data = await form.check("loginInputSchema", form.values, failed);
    if (!data) return;
    try {
      const envelope = await login.mutateAsync(data);
      completeSignIn(envelope.data, envelope.msg);
    } catch (error) {
      form.fail(error, failed);
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit}>
        <TextField label={t`邮箱`} type="email" autoComplete="username" placeholder={t`请输入管理员邮箱`} {...form.bind("account")} />
        <PasswordField label={t`密码`} placeholder={t`请输入密码`} {...form.bind("password")} />
        <FormFailure message={form.failure} />
        <Button type="submit" size="lg" loading={login.isPending} loadingText={t`登录中...`}>
          {t`登录`}
        </Button>
      </form>
    </Stack>
  );
}
