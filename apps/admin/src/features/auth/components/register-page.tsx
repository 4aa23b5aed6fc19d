import { Center, Spinner } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RouteLink } from "@cdp/app-kit";
import { useRegistrationConfig } from "../api/registration-config.ts";
import { AuthCard } from "./auth-card.tsx";
import { RegisterForm } from "./register-form.tsx";
import { RegistrationClosed } from "./registration-closed.tsx";

/**
 * 管理员注册, open only when the server has ADMIN_SELF_REGISTRATION on. If the setting cannot be
 * read, the form is shown anyway: the server still refuses with its own message when closed.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const registration = useRegistrationConfig();
  const closed = registration.data?.selfRegistration === false;

  return (
    <AuthCard
      title={<Trans>管理员注册</Trans>}
      description={closed ? undefined : <Trans>用邮箱注册管理员账号（需服务器开启管理员自助注册）。</Trans>}
      footer={
        closed ? undefined : (
          <Trans>
            已有管理员账号？<RouteLink to="/login">立即登录</RouteLink>
          </Trans>
        )
      }
    >
      {registration.isPending && (
        <Center py="6">
          <Spinner aria-label={t`加载中...`} />
        </Center>
      )}
      {!registration.isPending && (closed ? <RegistrationClosed /> : <RegisterForm />)}
    </AuthCard>
  );
}
