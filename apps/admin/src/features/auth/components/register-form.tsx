import { CodeField } from "@cdp/ui/code-field";
import { PasswordField, TextField } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRegister } from "../api/register.ts";
import { useSendRegisterCode } from "../api/send-register-code.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";

/** Email, emailed code, password; on success the admin goes to the login page. */
export function RegisterForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sendCode = useSendRegisterCode();
  const registration = useRegister();
  const form = useAuthForm({ email: "", code: "", password: "" });

  const requestCode = form.codeRequest("email", sendCode.mutateAsync, t`验证码已发送，请查收邮件`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = t`注册失败，请稍后重试`;
    const data = await form.check("registerInputSchema", form.values, failed);
    if (!data) return;
    try {
      const envelope = await registration.mutateAsync(data);
      toaster.create({ type: "success", title: envelope.msg || t`注册成功，请登录` });
      void navigate("/login", { replace: true });
    } catch (error) {
      form.fail(error, failed);
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit}>
        <TextField label={t`邮箱`} type="email" autoComplete="email" placeholder={t`请输入邮箱`} {...form.bind("email")} />
        <CodeField label={t`验证码`} placeholder={t`请输入邮箱验证码`} onRequestCode={requestCode} {...form.bind("code")} />
        <PasswordField
          label={t`密码`}
          placeholder={t`至少8位，包含字母和数字`}
          autoComplete="new-password"
          {...form.bind("password")}
        />
        <FormFailure message={form.failure} />
        <Button type="submit" size="lg" loadingText={t`注册中...`} loading={registration.isPending}>
          {t`注册`}
        </Button>
      </form>
    </Stack>
  );
}
