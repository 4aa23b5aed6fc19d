import { PLATFORMS, type AccountGroup } from "@cdp/contracts";
import { FilterSelect } from "@cdp/ui/filter-bar";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { Button, ButtonGroup, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
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
      <FilterSelect
        label={t`平台`}
        allLabel={t`全部平台`}
        value={scope.platform}
        options={PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_NAMES[platform] }))}
        onChange={(platform) => onScope({ platform })}
      />
      <FilterSelect
        label={t`分组`}
        allLabel={t`全部分组`}
        value={scope.groupId}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        onChange={(groupId) => onScope(groupId ? { groupId } : {})}
        width="12rem"
      />
      <FilterSelect
        label={t`账号`}
        allLabel={t`全部账号`}
        value={scope.accountId}
        options={accounts.map((account) => ({ value: account.id, label: account.name }))}
        onChange={(accountId) => onScope(accountId ? { accountId } : {})}
        width="14rem"
      />
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
