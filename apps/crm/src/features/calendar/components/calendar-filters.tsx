import type { AccountGroup, PlatformAccount } from "@cdp/contracts";
import { FilterBar } from "@cdp/ui/filter-bar";
import { useLingui } from "@lingui/react/macro";
import { AccountFilter, GroupFilter, PlatformFilter } from "../../../shared/components/scope-filters/index.ts";
import type { CalendarFilters as CalendarFilterValues } from "../api/calendar-summary.ts";

type CalendarFiltersProps = { value: CalendarFilterValues; accounts: PlatformAccount[]; groups: AccountGroup[]; onChange: (value: CalendarFilterValues) => void };

/** 平台, 分组 and 账号; the account choices narrow to the chosen platform and group. */
export function CalendarFilters({ value, accounts, groups, onChange }: CalendarFiltersProps) {
  const { t } = useLingui();
  const choices = accounts.filter((account) => (!value.platform || account.platform === value.platform) && (!value.groupId || account.groupIds.includes(value.groupId)));
  return (
    <FilterBar label={t`筛选发布日历`}>
      <PlatformFilter value={value.platform} onChange={(platform) => onChange({ ...value, platform, accountId: undefined })} />
      <GroupFilter groups={groups} value={value.groupId} onChange={(groupId) => onChange({ ...value, groupId, accountId: undefined })} />
      <AccountFilter accounts={choices} value={value.accountId} onChange={(accountId) => onChange({ ...value, accountId })} />
    </FilterBar>
  );
}

/** The accounts the filters cover: one account, a group's, a platform's; `undefined` for all of them. */
export function filteredAccountIds(value: CalendarFilterValues, accounts: PlatformAccount[]): number[] | undefined {
  if (value.accountId) return [value.accountId];
  if (!value.platform && !value.groupId) return undefined;
  return accounts.filter((account) => (!value.platform || account.platform === value.platform) && (!value.groupId || account.groupIds.includes(value.groupId))).map((account) => account.id).slice(0, 100);
}
