import { PLATFORMS, PUBLISH_STATUS_LABELS, PUBLISH_TASK_TYPE_LABELS, PUBLISH_TASK_TYPES, type AccountGroup, type PlatformAccount } from "@cdp/contracts";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { Button, HStack, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { RecordFilters as RecordFilterValues } from "../hooks/use-record-query.ts";

type RecordFiltersProps = {
  value: RecordFilterValues;
  accounts: PlatformAccount[];
  groups: AccountGroup[];
  onChange: (value: RecordFilterValues) => void;
};

const STATUSES = [0, 1, 2] as const;

/** Status, platform, type, account, group, a date range and a keyword; the selects apply at once, the keyword on Enter. */
export function RecordFilters({ value, accounts, groups, onChange }: RecordFiltersProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === "en" ? "en" : "zh-CN";
  const [keyword, setKeyword] = useState(value.keyword ?? "");

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, keyword: keyword.trim() || undefined });
  };
  const select = (label: string, current: string | number | undefined, all: string, options: ReactNode, apply: (text: string) => void) => (
    <NativeSelect.Root size="sm" width="10rem">
      <NativeSelect.Field aria-label={label} value={current ?? ""} onChange={(event) => apply(event.currentTarget.value)}>
        <option value="">{all}</option>
        {options}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const id = (text: string) => (text ? Number(text) : undefined);

  return (
    <HStack as="form" role="search" aria-label={t`筛选发布记录`} onSubmit={search} gap="3" wrap="wrap">
      {select(
        t`状态`,
        value.status,
        t`全部状态`,
        STATUSES.map((status) => (
          <option key={status} value={status}>
            {PUBLISH_STATUS_LABELS[status][locale]}
          </option>
        )),
        (text) => onChange({ ...value, status: text === "" ? undefined : (Number(text) as 0 | 1 | 2) }),
      )}
      {select(
        t`平台`,
        value.platform,
        t`全部平台`,
        PLATFORMS.map((platform) => (
          <option key={platform} value={platform}>
            {PLATFORM_NAMES[platform]}
          </option>
        )),
        (text) => onChange({ ...value, platform: PLATFORMS.find((platform) => platform === text) }),
      )}
      {select(
        t`类型`,
        value.type,
        t`全部类型`,
        PUBLISH_TASK_TYPES.map((type) => (
          <option key={type} value={type}>
            {PUBLISH_TASK_TYPE_LABELS[type][locale]}
          </option>
        )),
        (text) => onChange({ ...value, type: PUBLISH_TASK_TYPES.find((type) => type === text) }),
      )}
      {select(
        t`账号`,
        value.accountId,
        t`全部账号`,
        accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        )),
        (text) => onChange({ ...value, accountId: id(text) }),
      )}
      {select(
        t`分组`,
        value.groupId,
        t`全部分组`,
        groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        )),
        (text) => onChange({ ...value, groupId: id(text) }),
      )}
      <Input
        size="sm"
        type="date"
        width="10rem"
        aria-label={t`开始日期`}
        value={value.fromDay ?? ""}
        max={value.toDay}
        onChange={(event) => onChange({ ...value, fromDay: event.target.value || undefined })}
      />
      <Input
        size="sm"
        type="date"
        width="10rem"
        aria-label={t`结束日期`}
        value={value.toDay ?? ""}
        min={value.fromDay}
        onChange={(event) => onChange({ ...value, toDay: event.target.value || undefined })}
      />
      <InputGroup startElement={<Search aria-hidden="true" />} width="16rem">
        <Input
          size="sm"
          type="search"
          aria-label={t`搜索发布记录`}
          placeholder={t`任务名称或标题`}
          maxLength={100}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </InputGroup>
      <Button type="submit" size="sm" variant="outline">
        <Trans>搜索</Trans>
      </Button>
    </HStack>
  );
}
