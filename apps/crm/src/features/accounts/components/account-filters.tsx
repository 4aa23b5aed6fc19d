import { PLATFORMS, type AccountGroup, type Platform } from "@cdp/contracts";
import { FilterBar, FilterSelect } from "@cdp/ui/filter-bar";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { useLingui } from "@lingui/react/macro";

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
      <FilterSelect
        label={t`平台`}
        allLabel={t`全部平台`}
        value={value.platform}
        options={PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_NAMES[platform] }))}
        onChange={(platform) => onChange({ ...value, platform })}
      />
      <FilterSelect
        label={t`分组`}
        allLabel={t`全部分组`}
        value={value.groupId}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        onChange={(groupId) => onChange({ ...value, groupId })}
        width="12rem"
      />
    </FilterBar>
  );
}
