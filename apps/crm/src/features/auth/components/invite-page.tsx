import { invitationTokenSchema, translate } from "@cdp/contracts";
import { PasswordField } from "@cdp/ui/form-field";
import { FormFailure } from "@cdp/ui/form-failure";
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { RouteLink, useLocaleSwitch } from "@cdp/app-kit";
import { acceptInvitationInputSchema, useAcceptInvitation } from "../api/accept-invitation.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { useTokenSignIn } from "../hooks/use-token-sign-in.ts";
import { AuthScreen } from "./auth-screen.tsx";

const APP_PATH = "/CRM";

/** 设置密码 from an invitation link (`/invite?token=…`): same password rule as 注册, then signed in. */
export function InvitePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { locale } = useLocaleSwitch();
  const token = useSearchParams()[0].get("token") ?? "";
  // A cut-off link cannot work: say so at once instead of after the password is typed.
  const brokenLink = !invitationTokenSchema.safeParse(token).success;
  const accept = useAcceptInvitation();
  const completeSignIn = useCompleteSignIn();
  const form = useAuthForm({ password: "" });
  const { finishing, signIn } = useTokenSignIn(async (token) => {
    await completeSignIn(token);
    void navigate(APP_PATH, { replace: true });
  }, form.fail);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(acceptInvitationInputSchema, { token, password: form.values.password });
    if (data) await signIn(accept.mutateAsync(data));
  };

  return (
    <AuthScreen>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>设置密码</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>管理员已为您开通账号，设置密码后即可登录使用。</Trans>
        </Text>
      </Stack>
      <Stack asChild gap="4">
        <form noValidate onSubmit={submit}>
          <PasswordField
            label={t`新密码`}
            placeholder={t`至少8位，包含字母和数字`}
            helperText={t`至少8位，须同时包含字母和数字`}
            autoComplete="new-password"
            defaultVisible
            {...form.bind("password")}
          />
          <FormFailure message={brokenLink ? translate(locale, "validation.invitation.token") : form.failure} />
          <Button type="submit" size="lg" disabled={brokenLink} loading={accept.isPending || finishing} loadingText={t`提交中...`}>
            {t`设置密码并登录`}
          </Button>
        </form>
      </Stack>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        <Trans>
          已设置过密码？<RouteLink to="/login">直接登录</RouteLink>
        </Trans>
      </Text>
    </AuthScreen>
  );
}
