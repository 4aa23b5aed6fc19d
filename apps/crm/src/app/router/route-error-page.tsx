import { ErrorStatusPage } from "@cdp/ui/status-page";
import { useLingui } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router-dom";

/** Replaces the page when a route throws while loading or rendering; operators are pointed to their administrator. */
export function RouteErrorPage() {
  const { t } = useLingui();
  return (
    <ErrorStatusPage
      description={t`页面加载失败，请刷新重试。如果问题持续存在，请联系管理员。`}
      homeLink={<RouterLink to="/" />}
    />
  );
}
