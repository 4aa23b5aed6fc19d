import { emailCodeRequestSchema } from "@cdp/contracts";
import { CodeField } from "@cdp/ui/code-field";
import { PasswordField, TextField } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { RouteLink } from "@cdp/app-kit";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { registerInputSchema, useRegister } from "../api/register.ts";
import { useSendRegisterCode } from "../api/send-register-code.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useChannelParam } from "../hooks/use-channel-param.ts";
import { AuthScreen } from "./auth-screen.tsx";

/** 注册: email, emailed code (60 s countdown), password (shown as plain text, can be hidden). */
export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const channel = useChannelParam();
  const sendCode = useSendRegisterCode();
  const register = useRegister();
  const form = useAuthForm({ email: "", code: "", password: "" });
  const loginPath = channel ? `/login?channel=${channel}` : "/login";

  const requestCode = form.codeRequest(emailCodeRequestSchema, "email", sendCode.mutateAsync, t`验证码已发送，请查收邮件`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(registerInputSchema, { ...form.values, ...(channel ? { channelId: channel } : {}) });
    if (!data) return;
    try {
      const result = await register.mutateAsync(data);
      toaster.create({ type: "success", title: result.msg || t`注册成功，请登录` });
      void navigate(loginPath, { state: { account: data.email } });
    } catch (error) {
      form.fail(error, t`注册失败，请稍后重试`);
    }
  };

  return (
    <AuthScreen>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>注册</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>用邮箱注册，免费开始多账号内容分发。</Trans>
        </Text>
      </Stack>
      <Stack asChild gap="4">
        <form noValidate onSubmit={submit}>
          <TextField label={t`邮箱`} type="email" autoComplete="email" placeholder={t`请输入邮箱`} {...form.bind("email")} />
          <CodeField label={t`验证码`} placeholder={t`请输入邮箱验证码`} onRequestCode={requestCode} {...form.bind("code")} />
          <PasswordField
            label={t`密码`}
            placeholder={t`至少8位，包含字母和数字`}
            helperText={t`至少8位，须同时包含字母和数字`}
            autoComplete="new-password"
            defaultVisible
            {...form.bind("password")}
          />
          <FormFailure message={form.failure} />
          <Button type="submit" size="lg" loading={register.isPending} loadingText={t`注册中...`}>
            {t`注册`}
          </Button>
        </form>
      </Stack>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        <Trans>
          已有账号？<RouteLink to={loginPath}>立即登录</RouteLink>
        </Trans>
      </Text>
    </AuthScreen>
  );
}
