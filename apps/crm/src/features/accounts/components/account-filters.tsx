import { PLATFORMS, type AccountGroup, type Platform } from "@cdp/contracts";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { Button, HStack, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";

export type AccountFilterValues = { platform?: Platform; groupId?: number; keyword?: string };

type AccountFiltersProps = {
  value: AccountFilterValues;
  groups: AccountGroup[];
  onChange: (value: AccountFilterValues) => void;
};

/** Platform, group and a keyword (name or nickname); the selects apply at once, the keyword on Enter or 搜索. */
export function AccountFilters({ value, groups, onChange }: AccountFiltersProps) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState(value.keyword ?? "");

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, keyword: keyword.trim() || undefined });
  };

  return (
    <HStack as="form" role="search" aria-label={t`筛选账号`} onSubmit={search} gap="3" wrap="wrap">
      <NativeSelect.Root size="sm" width="10rem">
        <NativeSelect.Field
          aria-label={t`平台`}
          value={value.platform ?? ""}
          onChange={(event) => onChange({ ...value, platform: (event.currentTarget.value || undefined) as Platform | undefined })}
        >
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
        <NativeSelect.Field
          aria-label={t`分组`}
          value={value.groupId ?? ""}
          onChange={(event) => onChange({ ...value, groupId: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
        >
          <option value="">{t`全部分组`}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <InputGroup startElement={<Search aria-hidden="true" />} width="16rem">
        <Input
          size="sm"
          type="search"
          aria-label={t`搜索账号`}
          placeholder={t`账号名称或昵称`}
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
