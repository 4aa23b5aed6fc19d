import { apiErrorMessage } from "@cdp/api-client";
import type { PlanRules } from "@cdp/contracts";
import { useRouteName } from "@cdp/app-kit";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PageHeader } from "@cdp/ui/page-header";
import { Skeleton, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { usePlanRules, useSavePlanRules } from "../api/plan-rules.ts";
import { PlanRulesForm } from "./plan-rules-form.tsx";

/** 系统设置: the administrators' plan rules (member-only features, inactivity reclaim). */
export function SettingsPage() {
  const { t } = useLingui();
  const routeName = useRouteName();
  const rules = usePlanRules();
  const save = useSavePlanRules();

  const submit = async (next: PlanRules) => {
    try {
      const envelope = await save.mutateAsync(next);
      toaster.create({ type: "success", title: envelope.msg || t`保存成功` });
    } catch (error) {
      toaster.create({ type: "error", title: t`保存失败`, description: apiErrorMessage(error, t`请稍后重试`) });
    }
  };

  return (
    <Stack gap="6" maxWidth="48rem">
      <PageHeader routeName={routeName} description={t`会员专属功能与长期未登录账号的回收规则`} />
      {rules.isError ? (
        <LoadFailure title={t`设置加载失败`} message={rules.error.message} onRetry={() => void rules.refetch()} />
      ) : rules.isPending ? (
        <Skeleton height="20rem" aria-label={t`加载中`} />
      ) : (
        <PlanRulesForm key={JSON.stringify(rules.data)} initial={rules.data} saving={save.isPending} onSubmit={submit} />
      )}
    </Stack>
  );
}
