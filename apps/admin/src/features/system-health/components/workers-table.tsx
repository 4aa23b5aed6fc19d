import type { WorkerHeartbeat } from "@cdp/contracts";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { Badge } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** The processes that run jobs, with their last heartbeat. */
export function WorkersTable({ rows, loading }: { rows: WorkerHeartbeat[]; loading: boolean }) {
  const { t, i18n } = useLingui();
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.locale);
  const columns: DataTableColumn<WorkerHeartbeat>[] = [
    { key: "host", header: t`主机 / 进程`, render: (worker) => `${worker.host} · ${worker.pid}` },
    { key: "runMode", header: t`运行模式` },
    { key: "version", header: t`版本` },
    { key: "startedAt", header: t`启动时间`, render: (worker) => time(worker.startedAt) },
    { key: "lastBeatAt", header: t`最近心跳`, render: (worker) => time(worker.lastBeatAt) },
    {
      key: "alive",
      header: t`状态`,
      render: (worker) => (worker.alive ? <Badge colorPalette="green">{t`正常`}</Badge> : <Badge colorPalette="red">{t`无心跳`}</Badge>),
    },
  ];
  return (
    <DataTable
      label={t`工作进程`}
      size="sm"
      columns={columns}
      rows={rows}
      rowKey={(worker) => worker.id}
      loading={loading}
      emptyText={t`最近一天没有工作进程发出心跳，发布任务不会被执行`}
    />
  );
}
