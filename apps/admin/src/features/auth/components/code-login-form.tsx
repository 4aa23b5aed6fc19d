import { CodeField } from "@cdp/ui/code-field";
import { TextField } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { useLogin } from "../api/login.ts";
import { useSendLoginCode } from "../api/send-login-code.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";

/** Email + the code sent by sendLoginEmailCode. */
export function CodeLoginForm() {
  const { t } = useLingui();
  const sendCode = useSendLoginCode();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const form = useAuthForm({ email: "", code: "" });
  const requestCode = form.codeRequest("email", sendCode.mutateAsync, t`验证码已发送，请查收邮件`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = t`登录失败，请稍后重试`;
    const { email, code } = form.values;
    const data = await form.check("loginInputSchema", { email, code: code || "" }, failed);
    const codeMissing = !code.trim();
    if (codeMissing) form.setErrors((errors) => ({ ...errors, code: t`请输入验证码` }));
    if (!data || codeMissing) return;
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
        <TextField label={t`邮箱`} type="email" autoComplete="email" placeholder={t`请输入管理员邮箱`} {...form.bind("email")} />
        <CodeField label={t`验证码`} placeholder={t`请输入邮箱验证码`} onRequestCode={requestCode} {...form.bind("code")} />
        <FormFailure message={form.failure} />
        <Button type="submit" size="lg" loading={login.isPending} loadingText={t`登录中...`}>
          {t`登录`}
        </Button>
      </form>
    </Stack>
  );
}
