import type { AccountLimit } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";

/** 已绑定 3/5 个账号: how much of the plan's account allowance is used. */
export function PlanUsage({ limit }: { limit: AccountLimit }) {
  const { t } = useLingui();
  const { used, max } = limit;
  return <>{max === null ? t`已绑定 ${used} 个账号` : t`已绑定 ${used}/${max} 个账号`}</>;
}
