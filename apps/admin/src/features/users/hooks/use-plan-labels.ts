import type { OperatorRow } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";

/** The plan names and where an operator's plan comes from, in the interface language. */
export function usePlanLabels() {
  const { t } = useLingui();
  const sources: Record<OperatorRow["planSource"], string> = { individual: t({ message: "单独设置", context: "plan source" }), group: t`继承用户组`, default: t`默认` };
  return {
    name: (plan: string) => (plan === "free" ? t`免费版` : t`专业版`),
    source: (source: OperatorRow["planSource"]) => sources[source],
  };
}
