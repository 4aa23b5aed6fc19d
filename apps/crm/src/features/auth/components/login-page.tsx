import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";
import { RouteLink } from "../../../shared/components/route-link/index.ts";

/** Sign-in page (placeholder until the login form lands). */
export function LoginPage() {
  return (
    <ComingSoon>
      <Text>
        <Trans>
          还没有账号？<RouteLink to="/register">立即注册</RouteLink>
        </Trans>
      </Text>
    </ComingSoon>
  );
}
