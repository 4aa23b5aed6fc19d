import { UPGRADE_REQUEST_STATUSES, type AdminUpgradeRequestPageRequest, type UpgradeRequestStatus } from "@cdp/contracts";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { Badge, Button, HStack, NativeSelect, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { ListTable, type PageState, useListSort } from "../../../shared/components/list-table/index.ts";
import { useUpgradeRequests, type AdminUpgradeRequest } from "../api/upgrade-requests.ts";
import { ApproveRequestDialog } from "./approve-request-dialog.tsx";
import { RejectRequestDialog } from "./reject-request-dialog.tsx";
import { usePlanLabels } from "./use-plan-labels.ts";

type RequestSort = Required<Pick<AdminUpgradeRequestPageRequest, "sortBy" | "sortOrder">>;

const STATUS_COLOURS: Record<UpgradeRequestStatus, string> = { pending: "orange", approved: "green", rejected: "gray" };

/** 升级申请: the waiting requests first (or those of another status), paged and sorted by the server; a waiting one is approved (with days) or rejected. */
export function UpgradeRequestsTable() {
  const { t, i18n } = useLingui();
  const planLabels = usePlanLabels();
  const [status, setStatus] = useState<UpgradeRequestStatus | undefined>("pending");
  const [page, setPage] = useState<PageState>({ page: 1, pageSize: 10 });
  const [sort, changeSort] = useListSort<RequestSort>(setPage);
  const requests = useUpgradeRequests({ ...page, ...sort, ...(status ? { status } : {}) });
  const [approving, setApproving] = useState<AdminUpgradeRequest | null>(null);
  const [rejecting, setRejecting] = useState<AdminUpgradeRequest | null>(null);
  const statusLabels: Record<UpgradeRequestStatus, string> = { pending: t`待处理`, approved: t`已批准`, rejected: t`已拒绝` };

  // A decision can empty the last page: fall back to the page that is now last.
  const total = requests.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = Math.max(1, Math.ceil(total / page.pageSize));
    if (page.page > lastPage) setPage({ ...page, page: lastPage });
  }, [total, page]);

  const columns: DataTableColumn<AdminUpgradeRequest>[] = [
    { key: "email", header: t`申请人`, sortable: true },
    { key: "plan", header: t`申请套餐`, width: "8rem", render: (request) => planLabels[request.plan] },
    { key: "note", header: t`留言`, render: (request) => request.note || "—" },
    { key: "status", header: t`状态`, sortable: true, width: "7rem", render: (request) => <Badge colorPalette={STATUS_COLOURS[request.status]}>{statusLabels[request.status]}</Badge> },
    { key: "createdAt", header: t`申请时间`, sortable: true, width: "12rem", render: (request) => new Date(request.createdAt).toLocaleString(i18n.locale) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      width: "10rem",
      render: (request) =>
        request.status === "pending" ? (
          <HStack justify="flex-end" gap="1">
            <Button size="xs" variant="ghost" colorPalette="brand" aria-label={t`批准 ${request.email}`} onClick={() => setApproving(request)}>
              <Trans>批准</Trans>
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`拒绝 ${request.email}`} onClick={() => setRejecting(request)}>
              <Trans>拒绝</Trans>
            </Button>
          </HStack>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm" width="10rem">
        <NativeSelect.Field
          aria-label={t`申请状态`}
          value={status ?? ""}
          onChange={(event) => {
            setStatus(UPGRADE_REQUEST_STATUSES.find((choice) => choice === event.currentTarget.value));
            setPage((current) => ({ ...current, page: 1 }));
          }}
        >
          <option value="">{t`全部状态`}</option>
          {UPGRADE_REQUEST_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {statusLabels[choice]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ListTable
        list={requests}
        failureTitle={t`升级申请加载失败`}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={changeSort}
        label={t`升级申请`}
        columns={columns}
        rowKey={(request) => request.id}
        emptyText={status === "pending" ? t`暂无待处理的升级申请` : t`没有符合条件的升级申请`}
      />
      <ApproveRequestDialog request={approving} onClose={() => setApproving(null)} />
      <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
