import type { CompletionCounts, OperatorRow } from "@cdp/contracts";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { Badge, chakra, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { usePlanLabels } from "../hooks/use-plan-labels.ts";
import { InactivityBadge } from "./inactivity-badge.tsx";

/** Two lines in one cell: the main value and a muted one under it. */
function Stacked({ main, sub, maxWidth }: { main: ReactNode; sub: ReactNode; maxWidth?: string }) {
  return (
    <Stack gap="0" minWidth="0" maxWidth={maxWidth}>
      <Text truncate>{main}</Text>
      <Text textStyle="xs" color="fg.muted" truncate>
        {sub}
      </Text>
    </Stack>
  );
}

/**
 * The columns of 用户管理, paired two to a cell (email and nickname, company and groups, sign-in and
 * creation) so the table fits 1280px without scrolling sideways.
 */
export function useOperatorColumns(
  completions: Map<number, CompletionCounts> | undefined,
  onOpenDetails: (row: OperatorRow) => void,
  actions: (row: OperatorRow) => ReactNode,
): DataTableColumn<OperatorRow>[] {
  const { t, i18n } = useLingui();
  const plans = usePlanLabels();
  const date = (value: string | null) => (value ? new Date(value).toLocaleDateString(i18n.locale) : "—");
  return [
    {
      key: "email",
      header: t`用户`,
      sortable: true,
      render: (row) => {
        const email = row.email;
        // The email opens the details drawer: the row needs no separate 详情 button.
        const open = (
          <chakra.button type="button" aria-label={t`详情 ${email}`} title={email} onClick={() => onOpenDetails(row)} display="block" maxWidth="full" truncate textAlign="start" color="brand.fg" cursor="pointer" _hover={{ textDecoration: "underline" }}>
            {email}
          </chakra.button>
        );
        return <Stacked maxWidth="13rem" main={open} sub={[row.nickname, row.mobile].filter(Boolean).join(" · ") || "—"} />;
      },
    },
    {
      key: "company",
      header: t`企业 / 用户组`,
      width: "10rem",
      render: (row) => <Stacked maxWidth="9rem" main={row.company?.companyName ?? "—"} sub={row.groups.map((group) => group.name).join("、") || t`未分组`} />,
    },
    {
      key: "plan",
      header: t`套餐 / 到期`,
      width: "7rem",
      render: (row) => <Stacked main={plans.name(row.plan)} sub={row.planEndsAt ? date(row.planEndsAt) : t`长期`} />,
    },
    { key: "linkedAccounts", header: t`绑定账号`, align: "end", width: "5.5rem" },
    {
      key: "tasks",
      header: t`近30天任务`,
      width: "7rem",
      render: (row) => {
        const counts = completions?.get(row.id);
        if (!counts) return "—";
        const { tasks, itemsSucceeded: succeeded, itemsFailed: failed } = counts;
        return <Stacked main={t`${tasks} 个任务`} sub={t`成功 ${succeeded} / 失败 ${failed}`} />;
      },
    },
    {
      key: "status",
      header: t`状态`,
      width: "5rem",
      render: (row) => (
        <Stack gap="1" align="start">
          {row.status === "active" ? <Badge colorPalette="green">{t`正常`}</Badge> : <Badge colorPalette="gray">{t`已停用`}</Badge>}
          <InactivityBadge inactivity={row.inactivity} />
        </Stack>
      ),
    },
    { key: "lastLoginAt", header: t`最近登录 / 创建`, sortable: true, width: "8.5rem", render: (row) => <Stacked main={date(row.lastLoginAt)} sub={date(row.createdAt)} /> },
    { key: "actions", header: t`操作`, align: "end", width: "6rem", render: actions },
  ];
}
