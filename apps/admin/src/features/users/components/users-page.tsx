import type { OperatorRow } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { LoadFailure } from "@cdp/ui/load-failure";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { ImportDialog } from "@cdp/ui/import-dialog";
import { PageHeader } from "@cdp/ui/page-header";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { importOperators, useDeleteOperator, useImportTemplateUrl, useOperators, useResetOperatorPassword, useSetOperatorStatus } from "../api/operators.ts";
import { OperatorFilters, type OperatorFilterValues } from "./operator-filters.tsx";
import { PlanDialog } from "./plan-dialog.tsx";

/** 用户管理: the operators of the CRM, filtered; disable/enable, password reset, delete, Excel import. */
export function UsersPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const [query, setQuery] = useState<OperatorFilterValues & { page: number; pageSize: number }>({ page: 1, pageSize: 10 });
  const operators = useOperators(query);
  const setStatus = useSetOperatorStatus();
  const resetPassword = useResetOperatorPassword();
  const deleteOperator = useDeleteOperator();
  const [deleting, setDeleting] = useState<OperatorRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [planning, setPlanning] = useState<OperatorRow | null>(null);
  const template = useImportTemplateUrl(importing);
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.locale) : "—");
  const done = (msg: string) => toaster.create({ type: "success", title: msg || t`操作成功` });
  const deletingEmail = deleting?.email ?? "";

  const columns: DataTableColumn<OperatorRow>[] = [
    { key: "email", header: t`邮箱` },
    { key: "mobile", header: t`手机号`, render: (row) => row.mobile ?? "—" },
    { key: "nickname", header: t`昵称`, width: "7rem" },
    { key: "company", header: t`企业`, width: "7rem", render: (row) => row.company?.companyName ?? "—" },
    { key: "groups", header: t`用户组`, width: "7rem", render: (row) => row.groups.map((group) => group.name).join("、") || "—" },
    {
      key: "plan",
      header: t`套餐 / 到期`,
      width: "7rem",
      render: (row) => (
        <Stack gap="0">
          <Text>{row.plan === "free" ? t`免费版` : t`专业版`}</Text>
          <Text textStyle="xs" color="fg.muted">
            {row.planEndsAt ? new Date(row.planEndsAt).toLocaleDateString(i18n.locale) : t`长期`}
          </Text>
        </Stack>
      ),
    },
    { key: "linkedAccounts", header: t`绑定账号`, align: "end", width: "6rem" },
    { key: "lastLoginAt", header: t`最近登录`, width: "7rem", render: (row) => date(row.lastLoginAt) },
    {
      key: "status",
      header: t`状态`,
      render: (row) => (row.status === "active" ? <Badge colorPalette="green">{t`正常`}</Badge> : <Badge colorPalette="gray">{t`已停用`}</Badge>),
    },
    { key: "createdAt", header: t`创建时间`, render: (row) => date(row.createdAt) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (row) => {
        const email = row.email;
        const next = row.status === "active" ? "disabled" : "active";
        return (
          <HStack gap="1" justify="end">
            <Button size="xs" variant="ghost" aria-label={next === "disabled" ? t`停用 ${email}` : t`启用 ${email}`} onClick={async () => done((await setStatus.mutateAsync({ id: row.id, status: next })).msg)}>
              {next === "disabled" ? <Trans>停用</Trans> : <Trans>启用</Trans>}
            </Button>
            <Button size="xs" variant="ghost" aria-label={t`设置套餐 ${email}`} onClick={() => setPlanning(row)}>
              <Trans>套餐</Trans>
            </Button>
            <Button size="xs" variant="ghost" aria-label={t`重置密码 ${email}`} onClick={async () => done((await resetPassword.mutateAsync(row.id)).msg)}>
              <Trans>重置密码</Trans>
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`删除 ${email}`} onClick={() => setDeleting(row)}>
              <Trans>删除</Trans>
            </Button>
          </HStack>
        );
      },
    },
  ];

  const search = (filters: OperatorFilterValues) => setQuery({ page: 1, pageSize: query.pageSize, ...filters });

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" onClick={() => setImporting(true)}>
            <FileSpreadsheet aria-hidden="true" />
            <Trans>批量导入</Trans>
          </Button>
        }
      />
      <OperatorFilters onSearch={search} />
      {operators.isError ? (
        <LoadFailure title={t`用户列表加载失败`} message={operators.error.message} onRetry={() => void operators.refetch()} />
      ) : (
        <DataTable
          label={t`用户`}
          columns={columns}
          rows={operators.data?.list ?? []}
          rowKey={(row) => row.id}
          loading={operators.isPending}
          emptyText={t`没有符合条件的用户`}
          pagination={{
            page: query.page,
            pageSize: query.pageSize,
            total: operators.data?.total ?? 0,
            onPageChange: (page) => setQuery((current) => ({ ...current, page })),
            onPageSizeChange: (pageSize) => setQuery((current) => ({ ...current, page: 1, pageSize })),
          }}
        />
      )}
      {planning ? (
        <PlanDialog
          operator={planning}
          onClose={(message) => {
            setPlanning(null);
            if (message !== undefined) done(message);
          }}
        />
      ) : null}
      <ImportDialog
        open={importing}
        importFile={importOperators}
        templateUrl={template.data ?? ""}
        templateName={t`用户导入模板.xlsx`}
        onClose={(refresh) => {
          setImporting(false);
          if (refresh) setQuery((current) => ({ ...current, page: 1 }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t`删除用户`}
        message={t`确定删除“${deletingEmail}”吗？该用户将被退出登录，其绑定的平台账号授权将被撤销；用户的记录会保留至审计期满，但不再显示在列表中。`}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (deleting) done((await deleteOperator.mutateAsync(deleting.id)).msg);
        }}
      />
    </Stack>
  );
}
