import type { OperatorPageRequest } from "@cdp/contracts";
import { Button, HStack, Input, NativeSelect } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useGroupOptions } from "../api/operators.ts";
import { CompanyPicker, type PickedCompany } from "./company-picker.tsx";

export type OperatorFilterValues = Pick<OperatorPageRequest, "keyword" | "status" | "plan" | "companyId" | "groupId">;

/** Keyword (email, nickname, mobile), plan, status, group and company filters of 用户管理. */
export function OperatorFilters({ onSearch }: { onSearch: (filters: OperatorFilterValues) => void }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState("");
  const [status, setStatus] = useState("");
  const [plan, setPlan] = useState("");
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [group, setGroup] = useState("");
  const groups = useGroupOptions();
  const search = () =>
    onSearch({
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(status ? { status: status as "active" | "disabled" } : {}),
      ...(plan ? { plan: plan as "free" | "pro" } : {}),
      ...(company ? { companyId: company.id } : {}),
      ...(group ? { groupId: Number(group) } : {}),
    });
  return (
    <HStack as="form" gap="3" flexWrap="wrap" onSubmit={(event) => (event.preventDefault(), search())}>
      <Input maxW="64" aria-label={t`关键词`} placeholder={t`邮箱 / 昵称 / 手机号`} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <NativeSelect.Root maxW="40">
        <NativeSelect.Field aria-label={t`套餐`} value={plan} onChange={(event) => setPlan(event.target.value)}>
          <option value="">{t`全部套餐`}</option>
          <option value="free">{t`免费版`}</option>
          <option value="pro">{t`专业版`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root maxW="40">
        <NativeSelect.Field aria-label={t`状态`} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t`全部状态`}</option>
          <option value="active">{t`正常`}</option>
          <option value="disabled">{t`已停用`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root maxW="40">
        <NativeSelect.Field aria-label={t`用户组`} value={group} onChange={(event) => setGroup(event.target.value)}>
          <option value="">{t`全部用户组`}</option>
          {groups.data?.list.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <CompanyPicker value={company} onChange={setCompany} placeholder={t`全部企业`} />
      <Button type="submit" variant="outline">
        <Trans>查询</Trans>
      </Button>
    </HStack>
  );
}
