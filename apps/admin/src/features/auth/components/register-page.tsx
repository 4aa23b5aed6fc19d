import { emailCodeRequestSchema, validateForm, type FieldErrors } from "@cdp/contracts";
import { Field, PasswordField, TextField } from "@cdp/ui/form-field";
import { VerificationCodeButton } from "@cdp/ui/verification-code-button";
import { Button, HStack, Input, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { RouteLink } from "../../../shared/components/route-link/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useLocaleSwitch } from "../../../shared/i18n/index.ts";
import { registerInputSchema, useRegister } from "../api/register.ts";
import { useSendRegisterCode } from "../api/send-register-code.ts";
import { errorMessage } from "../hooks/error-message.ts";
import { AuthCard } from "./auth-card.tsx";
import { FormFailure } from "./form-failure.tsx";

/**
 * 管理员注册: email, emailed code, password. The server accepts it only when
 * ADMIN_SELF_REGISTRATION is on; otherwise its message says to ask an existing administrator.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const { locale } = useLocaleSwitch();
  const navigate = useNavigate();
  const sendCode = useSendRegisterCode();
  const register = useRegister();
  const [values, setValues] = useState({ email: "", code: "", password: "" });
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
    const checked = validateForm(registerInputSchema, values, locale);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      const envelope = await register.mutateAsync(checked.data);
      toaster.create({ type: "success", title: envelope.msg || t`注册成功，请登录` });
      void navigate("/login", { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, t`注册失败，请稍后重试`));
    }
  };

  return (
    <AuthCard
      title={<Trans>管理员注册</Trans>}
      description={<Trans>用邮箱注册管理员账号（需服务器开启管理员自助注册）。</Trans>}
      footer={
        <Trans>
          已有管理员账号？<RouteLink to="/login">立即登录</RouteLink>
        </Trans>
      }
    >
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
              <VerificationCodeButton onRequest={requestCode} flexShrink={0} />
            </HStack>
          </Field>
          <PasswordField
            label={t`密码`}
            placeholder={t`至少8位，包含字母和数字`}
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
            errorText={errors.password}
          />
          <FormFailure message={failure} />
          <Button type="submit" size="lg" loading={register.isPending} loadingText={t`注册中...`}>
            {t`注册`}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
