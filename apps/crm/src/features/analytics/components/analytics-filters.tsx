import type { AccountGroup } from "@cdp/contracts";
import { Button, ButtonGroup, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { AccountFilter, GroupFilter, PlatformFilter } from "../../../shared/components/scope-filters/index.ts";
import type { AnalyticsScope, TrendRange } from "../api/analytics.ts";

type Props = {
  scope: AnalyticsScope;
  range: TrendRange["months"];
  groups: AccountGroup[];
  accounts: { id: number; name: string }[];
  onScope: (scope: AnalyticsScope) => void;
  onRange: (months: TrendRange["months"]) => void;
};

/** Platform, group or account, and the last 6, 12 or 24 months. */
export function AnalyticsFilters({ scope, range, groups, accounts, onScope, onRange }: Props) {
  const { t } = useLingui();
  const spans = [
    { months: 6 as const, label: t`近6个月` },
    { months: 12 as const, label: t`近12个月` },
    { months: 24 as const, label: t`近24个月` },
  ];
  return (
    <HStack gap="3" wrap="wrap">
      <PlatformFilter value={scope.platform} onChange={(platform) => onScope({ platform })} />
      <GroupFilter groups={groups} value={scope.groupId} onChange={(groupId) => onScope(groupId ? { groupId } : {})} width="12rem" />
      <AccountFilter accounts={accounts} value={scope.accountId} onChange={(accountId) => onScope(accountId ? { accountId } : {})} width="14rem" />
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t`时间范围`}>
        {spans.map((span) => (
          <Button key={span.months} aria-pressed={range === span.months} variant={range === span.months ? "solid" : "outline"} onClick={() => onRange(span.months)}>
            {span.label}
          </Button>
        ))}
      </ButtonGroup>
    </HStack>
  );
}
