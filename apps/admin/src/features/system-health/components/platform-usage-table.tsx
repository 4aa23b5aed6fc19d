import type { PlatformUsageToday } from "@cdp/contracts";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { useLingui } from "@lingui/react/macro";
import { PLATFORM_LABELS, USAGE_UNIT_LABELS } from "./labels.ts";

/** Today's usage of each platform's daily limits, from the shared usage ledger. */
export function PlatformUsageTable({ rows, loading }: { rows: PlatformUsageToday[]; loading: boolean }) {
  const { t, i18n } = useLingui();
  const columns: DataTableColumn<PlatformUsageToday>[] = [
    { key: "platform", header: t`平台`, render: (row) => PLATFORM_LABELS[row.platform] },
    { key: "unit", header: t`计量`, render: (row) => i18n._(USAGE_UNIT_LABELS[row.unit]) },
    { key: "day", header: t({ message: "日期", context: "usage day" }) },
    { key: "used", header: t`今日已用`, align: "end" },
    {
      key: "limit",
      header: t`上限`,
      align: "end",
      render: (row) => {
        const perAccount = row.limitPerAccount;
        return row.limit !== null ? String(row.limit) : perAccount !== null ? t`每个 ${perAccount}` : "—";
      },
    },
    { key: "holders", header: t`计数对象 / 已达上限`, align: "end", render: (row) => `${row.holders} / ${row.holdersAtLimit}` },
  ];
  return (
    <DataTable
      label={t`平台今日用量`}
      size="sm"
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.platform}:${row.unit}`}
      loading={loading}
      emptyText={t`今天还没有用量`}
    />
  );
}
