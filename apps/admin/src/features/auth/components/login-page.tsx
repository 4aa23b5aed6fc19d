import { Tabs } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RouteLink } from "@cdp/app-kit";
import { useRegistrationConfig } from "../api/registration-config.ts";
import { AuthCard } from "./auth-card.tsx";
import { CodeLoginForm } from "./code-login-form.tsx";
import { PasswordLoginForm } from "./password-login-form.tsx";

/** 管理员登录: email + password, or email + emailed code; the register link only while self-registration is on. */
export function LoginPage() {
  const { t } = useLingui();
  // Unknown until the server answers: say nothing rather than offer a door that may be shut.
  const selfRegistration = useRegistrationConfig().data?.selfRegistration;
  return (
    <AuthCard
      title={<Trans>管理员登录</Trans>}
      description={<Trans>登录管理后台，管理用户、用户组和任务。</Trans>}
      footer={selfRegistration === undefined ? undefined : <RegisterHint open={selfRegistration} />}
    >
      <Tabs.Root defaultValue="password" variant="line" fitted lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="password">{t`密码登录`}</Tabs.Trigger>
          <Tabs.Trigger value="code">{t`验证码登录`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password" pt="5">
          <PasswordLoginForm />
        </Tabs.Content>
        <Tabs.Content value="code" pt="5">
          <CodeLoginForm />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}

type RegisterHintProps = { open: boolean };

function RegisterHint({ open }: RegisterHintProps) {
  return open ? (
    <Trans>
      还没有管理员账号？<RouteLink to="/register">注册管理员账号</RouteLink>
    </Trans>
  ) : (
    <Trans>没有管理员账号？请联系现有管理员为您开通。</Trans>
  );
}
