import { PUBLISH_STATUS_LABELS, PUBLISH_TASK_TYPE_LABELS, PUBLISH_TASK_TYPES, PublishStatus, type AccountGroup, type PlatformAccount } from "@cdp/contracts";
import { DateField } from "@cdp/ui/date-field";
import { FilterBar, FilterSelect } from "@cdp/ui/filter-bar";
import { useLingui } from "@lingui/react/macro";
import { AccountFilter, GroupFilter, PlatformFilter } from "../../../shared/components/scope-filters/index.ts";
import type { RecordFilters as RecordFilterValues } from "../hooks/use-record-query.ts";

type RecordFiltersProps = {
  value: RecordFilterValues;
  accounts: PlatformAccount[];
  groups: AccountGroup[];
  onChange: (value: RecordFilterValues) => void;
};

const STATUSES = Object.values(PublishStatus);

/** Status, platform, type, account, group, a date range and a keyword; the selects apply at once, the keyword on Enter. */
export function RecordFilters({ value, accounts, groups, onChange }: RecordFiltersProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === "en" ? "en" : "zh-CN";

  return (
    <FilterBar
      label={t`筛选发布记录`}
      keyword={{ label: t`搜索发布记录`, placeholder: t`任务名称或标题`, value: value.keyword, onSearch: (keyword) => onChange({ ...value, keyword }) }}
    >
      <FilterSelect
        label={t`状态`}
        allLabel={t`全部状态`}
        value={value.status}
        options={STATUSES.map((status) => ({ value: status, label: PUBLISH_STATUS_LABELS[status][locale] }))}
        onChange={(status) => onChange({ ...value, status })}
      />
      <PlatformFilter value={value.platform} onChange={(platform) => onChange({ ...value, platform })} />
      <FilterSelect
        label={t`类型`}
        allLabel={t`全部类型`}
        value={value.type}
        options={PUBLISH_TASK_TYPES.map((type) => ({ value: type, label: PUBLISH_TASK_TYPE_LABELS[type][locale] }))}
        onChange={(type) => onChange({ ...value, type })}
      />
      <AccountFilter accounts={accounts} value={value.accountId} onChange={(accountId) => onChange({ ...value, accountId })} />
      <GroupFilter groups={groups} value={value.groupId} onChange={(groupId) => onChange({ ...value, groupId })} />
      <DateField
        size="sm"
        width="10rem"
        aria-label={t`开始日期`}
        placeholder={t`开始日期`}
        value={value.fromDay ?? ""}
        max={value.toDay}
        onChange={(fromDay) => onChange({ ...value, fromDay: fromDay || undefined })}
      />
      <DateField
        size="sm"
        width="10rem"
        aria-label={t`结束日期`}
        placeholder={t`结束日期`}
        value={value.toDay ?? ""}
        min={value.fromDay}
        onChange={(toDay) => onChange({ ...value, toDay: toDay || undefined })}
      />
    </FilterBar>
  );
}
