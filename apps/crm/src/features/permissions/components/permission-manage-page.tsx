import { apiErrorMessage } from "@cdp/api-client";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PageHeader } from "@cdp/ui/page-header";
import { Badge, Box, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRouteName } from "@cdp/app-kit";
import { useMyPlan } from "../api/plan.ts";
import { PlanActions } from "./plan-actions.tsx";
import { PlanLimitsTable } from "./plan-limits-table.tsx";

/** 权限管理: the current plan, the end of its cycle, what each plan allows, and the ways to upgrade. */
export function PermissionManagePage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const plan = useMyPlan();
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: "long" });

  if (plan.isError) {
    return (
      <Stack gap="5">
        <PageHeader routeName={routeName} />
        <LoadFailure title={t`套餐信息加载失败`} message={apiErrorMessage(plan.error, t`请稍后重试`)} onRetry={() => void plan.refetch()} />
      </Stack>
    );
  }
  if (!plan.data) {
    return (
      <Stack gap="5" aria-busy="true">
        <PageHeader routeName={routeName} />
        <Skeleton height="10rem" />
      </Stack>
    );
  }
  const current = plan.data;
  return (
    <Stack gap="5">
      <PageHeader routeName={routeName} />
      <Box as="section" borderWidth="1px" borderRadius="l3" padding="4" aria-label={t`当前套餐`}>
        <HStack gap="3">
          <Text fontWeight="semibold">{t`当前套餐`}</Text>
          <Badge colorPalette={current.plan === "free" ? "gray" : "brand"} size="lg">
            {current.plan === "free" ? t`免费版` : t`会员版`}
          </Badge>
        </HStack>
        <Text marginTop="2" color="fg.muted">
          {current.cycleEndsAt ? t`本周期结束于 ${date(current.cycleEndsAt)}` : t`免费版没有计费周期`}
        </Text>
        {current.nextPlan && current.cycleEndsAt && <Text marginTop="1">{t`将于 ${date(current.cycleEndsAt)} 降级为免费版`}</Text>}
      </Box>
      <PlanLimitsTable plan={current} />
      <PlanActions plan={current} />
    </Stack>
  );
}
