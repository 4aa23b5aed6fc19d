import { emailCodeRequestSchema, type FieldErrors, validateForm } from "@cdp/contracts";
import { Field, PasswordField, TextField } from "@cdp/ui/form-field";
import { VerificationCodeButton } from "@cdp/ui/verification-code-button";
import { Alert, Button, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { RouteLink } from "../../../shared/components/route-link/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useLocaleSwitch } from "../../../shared/i18n/index.ts";
import { registerInputSchema, useRegister } from "../api/register.ts";
import { useSendRegisterCode } from "../api/send-register-code.ts";
import { errorMessage } from "../hooks/error-message.ts";
import { useChannelParam } from "../hooks/use-channel-param.ts";
import { AuthScreen } from "./auth-screen.tsx";

/** 注册: email, emailed code (60 s countdown), password (shown as plain text, can be hidden). */
export function RegisterPage() {
  const { t } = useLingui();
  const { locale } = useLocaleSwitch();
  const navigate = useNavigate();
  const channel = useChannelParam();
  const sendCode = useSendRegisterCode();
  const register = useRegister();
  const [values, setValues] = useState({ email: "", code: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const loginPath = channel ? `/login?channel=${channel}` : "/login";

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
    const checked = validateForm(registerInputSchema, { ...values, ...(channel ? { channelId: channel } : {}) }, locale);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      const result = await register.mutateAsync(checked.data);
      toaster.create({ type: "success", title: result.msg || t`注册成功，请登录` });
      void navigate(loginPath, { state: { account: checked.data.email } });
    } catch (error) {
      setFailure(errorMessage(error, t`注册失败，请稍后重试`));
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
          <TextField
            label={t`邮箱`}
            type="email"
            autoComplete="email"
            placeholder={t`请输入邮箱`}
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
              <VerificationCodeButton onRequest={requestCode} seconds={60} flexShrink={0} />
            </HStack>
          </Field>
          <PasswordField
            label={t`密码`}
            placeholder={t`至少8位，包含字母和数字`}
            helperText={t`至少8位，须同时包含字母和数字`}
            autoComplete="new-password"
            defaultVisible
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
