import type { OperatorRow } from "@cdp/contracts";
import { Badge, CloseButton, DataList, Drawer, Heading, Portal, Separator, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useInactivityText } from "./inactivity-badge.tsx";
import { OperatorApiKeys } from "./operator-api-keys.tsx";
import { OperatorCompletions } from "./operator-completions.tsx";
import { usePlanLabels } from "../hooks/use-plan-labels.ts";

/** An operator's details: profile, plan, linked accounts, task completions over a date range with a chart, and API keys. */
export function OperatorDrawer({ operator, onClose }: { operator: OperatorRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const plans = usePlanLabels();
  const inactivityText = useInactivityText();
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.locale) : "—");
  const email = operator?.email ?? "";
  const section = (title: string, items: [string, ReactNode][]) => (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="24">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );

  return (
    <Drawer.Root open={operator !== null} onOpenChange={(details) => !details.open && onClose()} size="md" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t`用户详情：${email}`}</Drawer.Title>
            </Drawer.Header>
            {operator ? (
              <Drawer.Body>
                <Stack gap="6">
                  {section(t`资料`, [
                    [t`邮箱`, operator.email],
                    [t`昵称`, operator.nickname || "—"],
                    [t`手机号`, operator.mobile ?? "—"],
                    [t`企业`, operator.company?.companyName ?? "—"],
                    [t`用户组`, operator.groups.map((group) => group.name).join("、") || "—"],
                    [t`状态`, operator.status === "active" ? <Badge colorPalette="green">{t`正常`}</Badge> : <Badge colorPalette="gray">{t`已停用`}</Badge>],
                    ...(operator.inactivity ? [[t`长期未登录`, inactivityText(operator.inactivity)] satisfies [string, ReactNode]] : []),
                    [t`最近登录`, date(operator.lastLoginAt)],
                    [t`创建时间`, date(operator.createdAt)],
                  ])}
                  <Separator />
                  {section(t`套餐与账号`, [
                    [t`套餐`, plans.name(operator.plan)],
                    [t`来源`, plans.source(operator.planSource)],
                    [t`到期`, operator.planEndsAt ? new Date(operator.planEndsAt).toLocaleDateString(i18n.locale) : t`长期`],
                    [t`绑定账号`, operator.linkedAccounts],
                  ])}
                  <Separator />
                  <Stack gap="3">
                    <Heading as="h3" size="sm">
                      {t`任务完成情况`}
                    </Heading>
                    <OperatorCompletions operatorId={operator.id} />
                  </Stack>
                  <Separator />
                  <Stack gap="3">
                    <Heading as="h3" size="sm">
                      {t`API 密钥`}
                    </Heading>
                    <OperatorApiKeys operatorId={operator.id} />
                  </Stack>
                </Stack>
              </Drawer.Body>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
