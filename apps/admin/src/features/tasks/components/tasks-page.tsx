import { useRouteName } from "@cdp/app-kit";
import { apiErrorMessage } from "@cdp/api-client";
import { PageControls } from "@cdp/ui/data-table";
import { PageHeader } from "@cdp/ui/page-header";
import { PublishTaskList, publishTaskViewOf } from "@cdp/ui/publish-task-card";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useAdminTasks, useExportAdminTasks } from "../api/admin-tasks.ts";
import { useTaskQuery } from "../hooks/use-task-query.ts";
import { AdminTaskCard } from "./admin-task-card.tsx";
import { TaskFilters } from "./task-filters.tsx";
import { TaskSortControl } from "./task-sort-control.tsx";

/** 任务管理: every operator's publish tasks, filtered, sorted and paged; expand for the items, resend the failed ones, export to Excel. */
export function TasksPage() {
  const { t } = useLingui();
  const routeName = useRouteName();
  const { filters, sort, query, apiFilters, pageSizes, setFilters, setSort, setPage, setPageSize } = useTaskQuery();
  const tasks = useAdminTasks(query);
  const exporter = useExportAdminTasks();
  const list = tasks.data?.list ?? [];
  const total = tasks.data?.total ?? 0;
  const filtered = Object.values(filters).some((value) => value !== undefined);

  const exportTasks = () =>
    exporter.mutate(apiFilters, { onError: (error) => toaster.create({ type: "error", title: t`导出失败`, description: apiErrorMessage(error, t`请稍后重试`) }) });

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        description={t`所有用户的发布任务；展开任务可查看每个目标账号的状态、失败原因和链接。`}
        actions={
          <Button variant="outline" onClick={exportTasks} loading={exporter.isPending} disabled={list.length === 0}>
            <Download aria-hidden="true" />
            <Trans>导出 Excel</Trans>
          </Button>
        }
      />
      {/* Remounted when the URL's filters change (back/forward, reset) so the text boxes follow them. */}
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <TaskFilters key={`${filters.owner ?? ""}|${filters.keyword ?? ""}`} value={filters} onChange={setFilters} />
        <TaskSortControl value={sort} onChange={setSort} />
      </HStack>
      <PublishTaskList
        label={t`发布任务`}
        tasks={list.map((task) => publishTaskViewOf(task))}
        renderTask={(view) => {
          const task = list.find((candidate) => String(candidate.id) === view.id);
          return task ? <AdminTaskCard task={task} /> : null;
        }}
        loading={tasks.isPending}
        error={tasks.isError ? tasks.error.message : undefined}
        onRetry={() => void tasks.refetch()}
        emptyText={filtered ? t`没有符合条件的任务` : t`还没有用户发布过任务`}
      />
      {total > 0 && !tasks.isError && (
        <HStack justify="flex-end" gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">{t`共 ${total} 条`}</Text>
          <PageControls page={query.page} pageSize={query.pageSize} total={total} pageSizes={pageSizes} onPageChange={setPage} onPageSizeChange={setPageSize} pageSizeCss={{ width: "8rem" }} />
        </HStack>
      )}
    </Stack>
  );
}
