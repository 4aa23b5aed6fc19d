import { isLocale, PLATFORMS, PUBLISH_STATUS_LABELS, PUBLISH_TASK_TYPE_LABELS, PUBLISH_TASK_TYPES, PublishStatus } from "@cdp/contracts";
import { DateField } from "@cdp/ui/date-field";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { Button, HStack, Input, NativeSelect } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { TaskFilterValues } from "../hooks/use-task-query.ts";

type Choice = { value: string; label: string };

const STATUSES = Object.values(PublishStatus);

/** One filter select: "all" first, then the choices; it applies as soon as it changes. */
function FilterSelect({ label, all, value, choices, onChange }: { label: string; all: string; value: string | undefined; choices: Choice[]; onChange: (value: string) => void }) {
  return (
    <NativeSelect.Root size="sm" width="11rem">
      <NativeSelect.Field aria-label={label} value={value ?? ""} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Owner and task keywords (applied on Enter or 查询), type, platform, status and a date range (applied at once). */
export function TaskFilters({ value, onChange }: { value: TaskFilterValues; onChange: (value: TaskFilterValues) => void }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : "zh-CN";
  const [owner, setOwner] = useState(value.owner ?? "");
  const [keyword, setKeyword] = useState(value.keyword ?? "");
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, owner: owner.trim() || undefined, keyword: keyword.trim() || undefined });
  };
  const reset = () => {
    setOwner("");
    setKeyword("");
    onChange({});
  };

  return (
    <HStack as="form" role="search" aria-label={t`筛选任务`} onSubmit={search} gap="3" wrap="wrap">
      <Input size="sm" width="14rem" aria-label={t`所属用户`} placeholder={t`邮箱 / 昵称 / 手机号`} maxLength={100} value={owner} onChange={(event) => setOwner(event.target.value)} />
      <Input size="sm" width="12rem" aria-label={t`任务关键词`} placeholder={t`任务名称或标题`} maxLength={100} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <FilterSelect
        label={t`任务类型`}
        all={t`全部类型`}
        value={value.type}
        choices={PUBLISH_TASK_TYPES.map((type) => ({ value: type, label: PUBLISH_TASK_TYPE_LABELS[type][locale] }))}
        onChange={(text) => onChange({ ...value, type: PUBLISH_TASK_TYPES.find((type) => type === text) })}
      />
      <FilterSelect
        label={t`平台`}
        all={t`全部平台`}
        value={value.platform}
        choices={PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_NAMES[platform] }))}
        onChange={(text) => onChange({ ...value, platform: PLATFORMS.find((platform) => platform === text) })}
      />
      <FilterSelect
        label={t`状态`}
        all={t`全部状态`}
        value={value.status === undefined ? undefined : String(value.status)}
        choices={STATUSES.map((status) => ({ value: String(status), label: PUBLISH_STATUS_LABELS[status][locale] }))}
        onChange={(text) => onChange({ ...value, status: STATUSES.find((status) => String(status) === text) })}
      />
      <DateField size="sm" width="10rem" aria-label={t`开始日期`} placeholder={t`开始日期`} value={value.fromDay ?? ""} max={value.toDay} onChange={(fromDay) => onChange({ ...value, fromDay: fromDay || undefined })} />
      <DateField size="sm" width="10rem" aria-label={t`结束日期`} placeholder={t`结束日期`} value={value.toDay ?? ""} min={value.fromDay} onChange={(toDay) => onChange({ ...value, toDay: toDay || undefined })} />
      <Button type="submit" size="sm" colorPalette="brand">
        <Trans>查询</Trans>
      </Button>
      <Button size="sm" variant="outline" onClick={reset}>
        <Trans>重置</Trans>
      </Button>
    </HStack>
  );
}
