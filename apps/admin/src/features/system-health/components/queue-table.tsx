import type { QueueJobCounts } from "@cdp/contracts";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { useLingui } from "@lingui/react/macro";

/** The job queue: open and failed jobs per job name. */
export function QueueTable({ rows, loading }: { rows: QueueJobCounts[]; loading: boolean }) {
  const { t } = useLingui();
  const count = (key: keyof Omit<QueueJobCounts, "name">, header: string): DataTableColumn<QueueJobCounts> => ({ key, header, align: "end" });
  const columns: DataTableColumn<QueueJobCounts>[] = [
    { key: "name", header: t`任务名称` },
    count("waiting", t`等待中`),
    count("scheduled", t`已计划`),
    count("active", t`运行中`),
    count("retrying", t`重试中`),
    count("failed", t`已失败`),
  ];
  return <DataTable label={t`任务队列`} size="sm" columns={columns} rows={rows} rowKey={(row) => row.name} loading={loading} emptyText={t`没有任务`} />;
}
