import type { DataTableColumn } from "@cdp/ui/data-table";
import { DataTable } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import { Button, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useUpgradeRequests, type AdminUpgradeRequest } from "../api/upgrade-requests.ts";
import { ApproveRequestDialog } from "./approve-request-dialog.tsx";
import { RejectRequestDialog } from "./reject-request-dialog.tsx";
import { usePlanLabels } from "./use-plan-labels.ts";

/** 升级申请: the waiting requests, oldest decisions first, each approved (with days) or rejected. */
export function UpgradeRequestsTable() {
  const { t, i18n } = useLingui();
  const planLabels = usePlanLabels();
  const requests = useUpgradeRequests();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [approving, setApproving] = useState<AdminUpgradeRequest | null>(null);
  const [rejecting, setRejecting] = useState<AdminUpgradeRequest | null>(null);

  if (requests.isError) return <LoadFailure title={t`升级申请加载失败`} message={requests.error.message} onRetry={() => void requests.refetch()} />;

  const all = requests.data?.list ?? [];
  // The API answers every waiting request at once; a page that emptied after a decision falls back one.
  const lastPage = Math.max(1, Math.ceil(all.length / page.pageSize));
  const current = Math.min(page.page, lastPage);
  const rows = all.slice((current - 1) * page.pageSize, current * page.pageSize);

  const columns: DataTableColumn<AdminUpgradeRequest>[] = [
    { key: "email", header: t`申请人` },
    { key: "plan", header: t`申请套餐`, width: "8rem", render: (request) => planLabels[request.plan] },
    { key: "note", header: t`留言`, render: (request) => request.note || "—" },
    { key: "createdAt", header: t`申请时间`, width: "12rem", render: (request) => new Date(request.createdAt).toLocaleString(i18n.locale) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      width: "10rem",
      render: (request) => (
        <HStack justify="flex-end" gap="1">
          <Button size="xs" variant="ghost" colorPalette="brand" aria-label={t`批准 ${request.email}`} onClick={() => setApproving(request)}>
            <Trans>批准</Trans>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`拒绝 ${request.email}`} onClick={() => setRejecting(request)}>
            <Trans>拒绝</Trans>
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={t`升级申请`}
        columns={columns}
        rows={rows}
        rowKey={(request) => request.id}
        loading={requests.isPending}
        emptyText={t`暂无待处理的升级申请`}
        pagination={{
          page: current,
          pageSize: page.pageSize,
          total: all.length,
          onPageChange: (next) => setPage({ ...page, page: next }),
          onPageSizeChange: (pageSize) => setPage({ page: 1, pageSize }),
        }}
      />
      <ApproveRequestDialog request={approving} onClose={() => setApproving(null)} />
      <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
