import { Trans } from "@lingui/react/macro";
import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";
import { RouteLink } from "../../../shared/components/route-link/index.ts";

/** 隐私政策: the privacy policy page (placeholder until its text lands). */
export function PrivacyPolicyPage() {
  return (
    <ComingSoon>
      <RouteLink to="/login">
        <Trans>返回登录</Trans>
      </RouteLink>
    </ComingSoon>
  );
}
