import { PLATFORMS, type Platform } from "@cdp/contracts";
import { FilterSelect } from "@cdp/ui/filter-bar";
import { PLATFORM_NAMES } from "@cdp/ui/platform-tag";
import { useLingui } from "@lingui/react/macro";

type ScopeFilterProps<T extends string | number> = { value: T | undefined; onChange: (value: T | undefined) => void; width?: string };

const PLATFORM_OPTIONS = PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_NAMES[platform] }));

/** 平台: every platform, or one. */
export function PlatformFilter(props: ScopeFilterProps<Platform>) {
  const { t } = useLingui();
  return <FilterSelect label={t`平台`} allLabel={t`全部平台`} options={PLATFORM_OPTIONS} {...props} />;
}

/** 分组: every account group of the operator, or one. */
export function GroupFilter({ groups, ...props }: ScopeFilterProps<number> & { groups: { id: number; name: string }[] }) {
  const { t } = useLingui();
  return <FilterSelect label={t`分组`} allLabel={t`全部分组`} options={groups.map((group) => ({ value: group.id, label: group.name }))} {...props} />;
}

/** 账号: every linked account of the operator, or one. */
export function AccountFilter({ accounts, ...props }: ScopeFilterProps<number> & { accounts: { id: number; name: string }[] }) {
  const { t } = useLingui();
  return <FilterSelect label={t`账号`} allLabel={t`全部账号`} options={accounts.map((account) => ({ value: account.id, label: account.name }))} {...props} />;
}
