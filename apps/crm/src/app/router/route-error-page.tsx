import { RouteErrorPage as KitRouteErrorPage } from "@cdp/app-kit";
import { useLingui } from "@lingui/react/macro";

/** The kit's route-error page; operators are pointed to their administrator. */
export function RouteErrorPage() {
  const { t } = useLingui();
  return <KitRouteErrorPage description={t`页面加载失败，请刷新重试。如果问题持续存在，请联系管理员。`} />;
}
