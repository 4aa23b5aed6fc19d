import { translate } from "@cdp/contracts";
import { Alert, Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";
import { useLocaleSwitch } from "@cdp/app-kit";

/** Shown instead of the register form while ADMIN_SELF_REGISTRATION is off. */
export function RegistrationClosed() {
  const { locale } = useLocaleSwitch();
  return (
    <>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{translate(locale, "auth.adminRegistrationClosed")}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild size="lg">
        <RouterLink to="/login">
          <Trans>返回登录</Trans>
        </RouterLink>
      </Button>
    </>
  );
}
