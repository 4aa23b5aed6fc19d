import type { PlanName } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";

/** The plans' names as the operators' 权限管理 page shows them. */
export function usePlanLabels(): Record<PlanName, string> {
  const { t } = useLingui();
  return { free: t`免费版`, pro: t`专业版` };
}
