import type { MyPlan } from "@cdp/contracts";
import { Table } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** What each plan allows, as the server enforces it. */
export function PlanLimitsTable({ plan }: { plan: MyPlan }) {
  const { t, i18n } = useLingui();
  const planName = (name: string) => (name === "free" ? t`免费版` : t`会员版`);
  const megabytes = (bytes: number) => t`${i18n.number(Math.round(bytes / (1024 * 1024)))} MB`;
  const rows = [
    { label: t`可绑定账号数`, value: (limits: MyPlan["plans"][number]) => i18n.number(limits.maxAccounts) },
    { label: t`单个文件上传大小`, value: (limits: MyPlan["plans"][number]) => megabytes(limits.maxUploadBytes) },
    { label: t`每日发布次数`, value: (limits: MyPlan["plans"][number]) => i18n.number(limits.publishesPerDay) },
    { label: t`数据分析`, value: (limits: MyPlan["plans"][number]) => (limits.analytics ? t`可用` : t`示例数据`) },
  ];
  return (
    <Table.Root size="sm" variant="outline" aria-label={t`套餐权益`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t`权益`}</Table.ColumnHeader>
          {plan.plans.map((limits) => (
            <Table.ColumnHeader key={limits.plan}>
              {planName(limits.plan)}
              {limits.plan === plan.plan ? t`（当前）` : ""}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.label}>
            <Table.Cell>{row.label}</Table.Cell>
            {plan.plans.map((limits) => (
              <Table.Cell key={limits.plan}>{row.value(limits)}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
