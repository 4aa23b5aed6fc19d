import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";
import { RouteLink } from "../../../shared/components/route-link/index.ts";

/** Registration page (placeholder until the registration form lands). */
export function RegisterPage() {
  return (
    <ComingSoon>
      <Text>
        <Trans>
          已有账号？<RouteLink to="/login">立即登录</RouteLink>
        </Trans>
      </Text>
    </ComingSoon>
  );
}
