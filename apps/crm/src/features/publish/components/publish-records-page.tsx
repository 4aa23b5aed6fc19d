import { apiErrorMessage } from "@cdp/api-client";
import { PageHeader } from "@cdp/ui/page-header";
import { PublishTaskList } from "@cdp/ui/publish-task-card";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Send } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { BulkScheduleImportButton } from "../../../shared/bulk-schedule/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { useExportPublishTasks } from "../api/export-publish-tasks.ts";
import { usePublishAccounts } from "../api/publish-accounts.ts";
import { usePublishGroups } from "../api/publish-groups.ts";
import { PUBLISH_TASKS_KEY, usePublishTasks } from "../api/publish-tasks.ts";
import { useRecordQuery } from "../hooks/use-record-query.ts";
import { RecordCard } from "./record-card.tsx";
import { RecordFilters } from "./record-filters.tsx";
import { RecordPagination } from "./record-pagination.tsx";

export const VIDEO_PUBLISH_PATH = "/CRM/dataSend/index";

/** 发布记录: publish tasks and the status of each target, live while distributing; resend, cancel, export. */
export function PublishRecordsPage() {
  const { t } = useLingui();
  const routeName = useRouteName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { filters, query, apiFilters, openTaskId, setFilters, setPage, setPageSize } = useRecordQuery();
  const tasks = usePublishTasks(query);
  const accounts = usePublishAccounts();
  const groups = usePublishGroups();
  const exporter = useExportPublishTasks();
  const groupNames = new Map((groups.data?.list ?? []).map((group) => [group.id, group.name]));
  const taskList = tasks.data?.list ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);

  const exportRecords = async () => {
    try {
      await exporter.mutateAsync(apiFilters);
    } catch (error) {
      toaster.create({ type: "error", title: t`导出失败`, description: apiErrorMessage(error, t`请稍后重试`) });
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        description={t`每个任务发往多个账号；展开任务可查看每个账号的发布进度、结果和链接。`}
        actions={
          <HStack gap="3" wrap="wrap">
            <BulkScheduleImportButton onImported={() => void queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY })} />
            <Button variant="outline" onClick={() => void exportRecords()} loading={exporter.isPending} disabled={taskList.length === 0}>
              <Download aria-hidden="true" />
              <Trans>导出 Excel</Trans>
            </Button>
          </HStack>
        }
      />
      <RecordFilters value={filters} accounts={accounts.data?.list ?? []} groups={groups.data?.list ?? []} onChange={setFilters} />
      {tasks.isError ? (
        <PublishTaskList tasks={[]} error={tasks.error.message} onRetry={() => void tasks.refetch()} />
      ) : tasks.isPending ? (
        <PublishTaskList tasks={[]} loading />
      ) : taskList.length === 0 ? (
        <PublishTaskList
          tasks={[]}
          emptyText={filtered ? t`没有符合条件的发布记录` : t`还没有发布记录`}
          emptyAction={
            !filtered && (
              <Button colorPalette="brand" size="sm" onClick={() => void navigate(VIDEO_PUBLISH_PATH)}>
                <Send aria-hidden="true" />
                <Trans>去发布视频</Trans>
              </Button>
            )
          }
        />
      ) : (
        <Stack as="ul" aria-label={t`发布记录`} listStyle="none" gap="3">
          {taskList.map((task) => (
            <li key={task.id}>
              <RecordCard task={task} groupName={task.groupId ? groupNames.get(task.groupId) : undefined} defaultExpanded={task.id === openTaskId} />
            </li>
          ))}
        </Stack>
      )}
      {(tasks.data?.total ?? 0) > 0 && (
        <RecordPagination page={query.page} pageSize={query.pageSize} total={tasks.data?.total ?? 0} onPageChange={setPage} onPageSizeChange={setPageSize} />
      )}
    </Stack>
  );
}
