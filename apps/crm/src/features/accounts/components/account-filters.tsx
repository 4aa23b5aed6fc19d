import type { AccountGroup, Platform } from "@cdp/contracts";
import { FilterBar } from "@cdp/ui/filter-bar";
import { useLingui } from "@lingui/react/macro";
import { GroupFilter, PlatformFilter } from "../../../shared/components/scope-filters/index.ts";

export type AccountFilterValues = { platform?: Platform; groupId?: number; keyword?: string };

type AccountFiltersProps = {
  value: AccountFilterValues;
  groups: AccountGroup[];
  onChange: (value: AccountFilterValues) => void;
};

/** Platform, group and a keyword (name or nickname); the selects apply at once, the keyword on Enter or 搜索. */
export function AccountFilters({ value, groups, onChange }: AccountFiltersProps) {
  const { t } = useLingui();
  return (
    <FilterBar
      label={t`筛选账号`}
      keyword={{ label: t`搜索账号`, placeholder: t`账号名称或昵称`, value: value.keyword, onSearch: (keyword) => onChange({ ...value, keyword }) }}
    >
      <PlatformFilter value={value.platform} onChange={(platform) => onChange({ ...value, platform })} />
      <GroupFilter groups={groups} value={value.groupId} onChange={(groupId) => onChange({ ...value, groupId })} width="12rem" />
    </FilterBar>
  );
}
