import { PLATFORMS, type AccountGroup, type Platform } from "@cdp/contracts";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { Button, ButtonGroup, HStack, NativeSelect } from "@chakra-ui/react";
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
      <NativeSelect.Root size="sm" width="10rem">
        <NativeSelect.Field aria-label={t`平台`} value={scope.platform ?? ""} onChange={(event) => onScope({ platform: (event.currentTarget.value || undefined) as Platform | undefined })}>
          <option value="">{t`全部平台`}</option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {PLATFORM_NAMES[platform]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="12rem">
        <NativeSelect.Field aria-label={t`分组`} value={scope.groupId ?? ""} onChange={(event) => onScope(event.currentTarget.value ? { groupId: Number(event.currentTarget.value) } : {})}>
          <option value="">{t`全部分组`}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="14rem">
        <NativeSelect.Field aria-label={t`账号`} value={scope.accountId ?? ""} onChange={(event) => onScope(event.currentTarget.value ? { accountId: Number(event.currentTarget.value) } : {})}>
          <option value="">{t`全部账号`}</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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
