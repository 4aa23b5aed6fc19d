import type { OperatorRow, ReclaimAction } from "@cdp/contracts";
import { Badge } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** What the inactivity flag says: warned on a day, or reclaimed on a day and how. */
export function useInactivityText() {
  const { t, i18n } = useLingui();
  const actions: Record<ReclaimAction, string> = { disable: t`停用登录`, freePlan: t`降为免费版`, flagOnly: t`仅标记` };
  return (inactivity: NonNullable<OperatorRow["inactivity"]>) => {
    const day = (value: string) => new Date(value).toLocaleDateString(i18n.locale);
    const warned = day(inactivity.warnedAt);
    if (!inactivity.reclaimedAt) return t`连续两个月未登录，${warned} 已发提醒邮件`;
    const reclaimed = day(inactivity.reclaimedAt);
    const action = inactivity.reclaimAction ? actions[inactivity.reclaimAction] : "—";
    return t`${warned} 已提醒，${reclaimed} 已回收：${action}`;
  };
}

/** 长期未登录 (warned) or 已回收 (reclaimed) beside the status; the detail is its title and accessible description. */
export function InactivityBadge({ inactivity }: { inactivity: OperatorRow["inactivity"] }) {
  const { t } = useLingui();
  const text = useInactivityText();
  if (!inactivity) return null;
  const detail = text(inactivity);
  return (
    <Badge colorPalette="orange" title={detail} aria-description={detail}>
      {inactivity.reclaimedAt ? t`已回收` : t`长期未登录`}
    </Badge>
  );
}
