import { Trans } from "@lingui/react/macro";
import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";
import { RouteLink } from "../../../shared/components/route-link/index.ts";

/** 用户服务协议: the user service agreement page (placeholder until its text lands). */
export function ServiceAgreementPage() {
  return (
    <ComingSoon>
      <RouteLink to="/login">
        <Trans>返回登录</Trans>
      </RouteLink>
    </ComingSoon>
  );
}
