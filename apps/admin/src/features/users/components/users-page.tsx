import { useRouteName } from "@cdp/app-kit";
import type { OperatorPageRequest, OperatorRow } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { ImportDialog } from "@cdp/ui/import-dialog";
import { PageHeader } from "@cdp/ui/page-header";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileSpreadsheet, UserPlus } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ListTable, useListSort } from "../../../shared/components/list-table/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useOperatorCompletions } from "../api/operator-completions.ts";
import { importOperators, OPERATORS_KEY, useDeleteOperator, useImportTemplateUrl, useOperators, useResendOperatorInvitation, useResetOperatorPassword, useSetOperatorStatus } from "../api/operators.ts";
import { lastDays } from "../utils/day-range.ts";
import { useOperatorColumns } from "./operator-columns.tsx";
import { OperatorDialog, type OperatorDialogState } from "./operator-dialog.tsx";
import { OperatorDrawer } from "./operator-drawer.tsx";
import { OperatorFilters, type OperatorFilterValues } from "./operator-filters.tsx";
import { OperatorRowActions, type OperatorAction } from "./operator-row-actions.tsx";
import { PlanDialog } from "./plan-dialog.tsx";

type OperatorSort = Required<Pick<OperatorPageRequest, "sortBy" | "sortOrder">>;

/** The list's task column counts the last 30 days. */
const LIST_COMPLETION_DAYS = 30;

/** 用户管理: the operators of the CRM, filtered; create, edit, details, plan, disable/enable, password reset, delete, Excel import. */
export function UsersPage() {
  const { t } = useLingui();
  const routeName = useRouteName();
  const [query, setQuery] = useState<OperatorFilterValues & { page: number; pageSize: number }>({ page: 1, pageSize: 10 });
  const [sort, changeSort] = useListSort<OperatorSort>(setQuery);
  const operators = useOperators({ ...query, ...sort });
  const [completionRange] = useState(() => lastDays(LIST_COMPLETION_DAYS));
  const completions = useOperatorCompletions({ ids: operators.data?.list.map((row) => row.id) ?? [], ...completionRange });
  const setStatus = useSetOperatorStatus();
  const resetPassword = useResetOperatorPassword();
  const resendInvitation = useResendOperatorInvitation();
  const deleteOperator = useDeleteOperator();
  const [deleting, setDeleting] = useState<OperatorRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [planning, setPlanning] = useState<OperatorRow | null>(null);
  const [editing, setEditing] = useState<OperatorDialogState | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const template = useImportTemplateUrl(importing);
  const queryClient = useQueryClient();
  const done = (msg: string) => toaster.create({ type: "success", title: msg || t`操作成功` });
  const failed = (error: unknown) => toaster.create({ type: "error", title: error instanceof Error && error.message ? error.message : t`操作失败，请稍后重试` });
  const deletingEmail = deleting?.email ?? "";
  // The drawer follows the list, so an edit made meanwhile shows in it.
  const details = operators.data?.list.find((row) => row.id === detailsId) ?? null;

  const act = (row: OperatorRow, action: OperatorAction) => {
    const run = (call: Promise<{ msg: string }>) => void call.then((envelope) => done(envelope.msg), failed);
    if (action === "edit") setEditing({ mode: "edit", operator: row });
    else if (action === "plan") setPlanning(row);
    else if (action === "delete") setDeleting(row);
    else if (action === "resetPassword") run(resetPassword.mutateAsync(row.id));
    else if (action === "resendInvitation") run(resendInvitation.mutateAsync(row.id));
    else run(setStatus.mutateAsync({ id: row.id, status: row.status === "active" ? "disabled" : "active" }));
  };
  const completionsById = completions.data ? new Map(completions.data.map((counts) => [counts.id, counts])) : undefined;
  const columns = useOperatorColumns(completionsById, (row) => setDetailsId(row.id), (row) => <OperatorRowActions operator={row} onAction={(action) => act(row, action)} />);

  const search = (filters: OperatorFilterValues) => setQuery({ page: 1, pageSize: query.pageSize, ...filters });

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <HStack gap="3">
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileSpreadsheet aria-hidden="true" />
              <Trans>批量导入</Trans>
            </Button>
            <Button colorPalette="brand" onClick={() => setEditing({ mode: "create" })}>
              <UserPlus aria-hidden="true" />
              <Trans>新建用户</Trans>
            </Button>
          </HStack>
        }
      />
      <OperatorFilters onSearch={search} />
      <ListTable
        list={operators}
        failureTitle={t`用户列表加载失败`}
        page={query}
        onPageChange={(page) => setQuery((current) => ({ ...current, ...page }))}
        sort={sort}
        onSortChange={changeSort}
        label={t`用户`}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t`没有符合条件的用户`}
      />
      <OperatorDialog state={editing} onClose={() => setEditing(null)} />
      <OperatorDrawer operator={details} onClose={() => setDetailsId(null)} />
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
          if (!refresh) return;
          // Back to page 1, and read again even when already there (spec §4: the list refreshes on a successful close).
          setQuery((current) => ({ ...current, page: 1 }));
          void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t`删除用户`}
        message={t`确定删除“${deletingEmail}”吗？该用户将被退出登录，其绑定的平台账号授权将被撤销，等待中的发布将被取消；用户的记录会保留至审计期满，但不再显示在列表中。`}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (deleting) done((await deleteOperator.mutateAsync(deleting.id)).msg);
        }}
      />
    </Stack>
  );
}
