import { isFreePlan, translate } from "@cdp/contracts";
import { Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { RouteLink, useLocaleSwitch } from "@cdp/app-kit";
import { useChannelParam } from "../hooks/use-channel-param.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { AccountLoginForm } from "./account-login-form.tsx";
import { AuthScreen } from "./auth-screen.tsx";
import { MarketingPanel } from "./marketing-panel.tsx";
import { PolicyConsent } from "./policy-consent.tsx";
import { SmsLoginForm } from "./sms-login-form.tsx";

// The two dialogs load when first opened: most visitors only sign in, and the login page stays light.
const ForgotPasswordDialog = lazy(() => import("./forgot-password-dialog.tsx").then((module) => ({ default: module.ForgotPasswordDialog })));
const ConfirmDialog = lazy(() => import("@cdp/ui/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })));

const PERMISSION_MANAGE_PATH = "/CRM/permissionManage";
const APP_PATH = "/CRM";

type LoginLocationState = { from?: string; account?: string } | null;

/**
 * 登录: account + password or mobile + SMS code, the policy tick, forgot password, the marketing
 * carousel, and after success the upgrade offer for free-plan operators.
 */
export function LoginPage() {
  const { t } = useLingui();
  const { locale } = useLocaleSwitch();
  const navigate = useNavigate();
  const state = useLocation().state as LoginLocationState;
  const channel = useChannelParam();
  const completeSignIn = useCompleteSignIn();
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [offerOpen, setOfferOpen] = useState(false);
  // Once opened, a dialog stays mounted, so it can animate out when it closes.
  const [forgotUsed, setForgotUsed] = useState(false);
  const [account, setAccount] = useState(state?.account ?? "");
  const [formKey, setFormKey] = useState(0);
  const next = state?.from && state.from.startsWith("/CRM") ? state.from : APP_PATH;

  const checkConsent = () => {
    if (consented) return true;
    setConsentError(translate(locale, "validation.policy.required"));
    return false;
  };

  const consent = (
    <PolicyConsent
      checked={consented}
      onCheckedChange={(checked) => {
        setConsented(checked);
        if (checked) setConsentError(undefined);
      }}
      error={consentError}
    />
  );

  const onSignedIn = async (token: string) => {
    const info = await completeSignIn(token);
    if (isFreePlan(info.plan)) setOfferOpen(true);
    else void navigate(next, { replace: true });
  };

  return (
    <AuthScreen aside={<MarketingPanel />}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>登录</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>欢迎回来，登录后管理您的多平台内容分发。</Trans>
        </Text>
      </Stack>
      <Tabs.Root defaultValue="account" variant="line" fitted lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="account">{t`账号登录`}</Tabs.Trigger>
          <Tabs.Trigger value="sms">{t`手机登录`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="account" pt="5">
          <AccountLoginForm
            key={formKey}
            defaultAccount={account}
            consented={checkConsent}
            consent={consent}
            onSignedIn={onSignedIn}
            onForgotPassword={() => {
              setForgotUsed(true);
              setForgotOpen(true);
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="sms" pt="5">
          <SmsLoginForm consented={checkConsent} consent={consent} onSignedIn={onSignedIn} />
        </Tabs.Content>
      </Tabs.Root>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        <Trans>
          还没有账号？<RouteLink to={channel ? `/register?channel=${channel}` : "/register"}>立即注册</RouteLink>
        </Trans>
      </Text>
      <Suspense fallback={null}>
        {forgotUsed && (
          <ForgotPasswordDialog
            open={forgotOpen}
            onOpenChange={setForgotOpen}
            defaultEmail={account.includes("@") ? account : ""}
            onReset={(email) => {
              setAccount(email);
              setFormKey((key) => key + 1);
            }}
          />
        )}
        {offerOpen && (
          <ConfirmDialog
            open={offerOpen}
            onOpenChange={setOfferOpen}
            title={t`升级套餐`}
            message={t`您当前使用的是免费版，部分功能受限。升级套餐即可解锁全部功能，是否前往权限管理升级？`}
            confirmText={t`去升级`}
            cancelText={t`暂不升级`}
            onConfirm={() => void navigate(PERMISSION_MANAGE_PATH, { replace: true })}
            onCancel={() => void navigate(next, { replace: true })}
          />
        )}
      </Suspense>
    </AuthScreen>
  );
}
