import type { StuckItem, StuckItemPageQuery } from "@cdp/contracts";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { Badge, Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { RotateCw } from "lucide-react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRetryStuckItem } from "../api/retry-stuck-item.ts";
import { useStuckItems } from "../api/stuck-items.ts";
import { useSortedPage } from "../hooks/use-sorted-page.ts";
import { PHASE_LABELS, PLATFORM_LABELS } from "./labels.ts";
import { PagedListSection } from "./paged-list-section.tsx";

/** Publish items in progress past their deadline, each with a retry that sends it on once. */
export function StuckItemsSection() {
  const { t, i18n } = useLingui();
  const { page, setPage, sort, query, changeSort } = useSortedPage<StuckItemPageQuery["sortBy"]>();
  const items = useStuckItems(query);
  const retry = useRetryStuckItem();
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.locale) : "—");

  const retryItem = async (item: StuckItem) => {
    try {
      const envelope = await retry.mutateAsync(item.id);
      toaster.create({ type: "success", title: envelope.msg });
    } catch (error) {
      toaster.create({ type: "error", title: error instanceof Error ? error.message : t`重试失败` });
    }
  };

  const columns: DataTableColumn<StuckItem>[] = [
    { key: "title", header: t`标题`, render: (item) => `${item.title} (#${item.taskId})` },
    { key: "account", header: t`账号`, render: (item) => `${PLATFORM_LABELS[item.platform]} · ${item.account.name}` },
    { key: "owner", header: t`所属用户`, render: (item) => item.owner.email ?? `#${item.owner.id}` },
    { key: "phase", header: t`阶段`, render: (item) => <Badge>{i18n._(PHASE_LABELS[item.phase])}</Badge> },
    { key: "attempt", header: t`尝试`, sortable: true, align: "end", width: "5rem" },
    { key: "updatedAt", header: t`最后进展`, sortable: true, render: (item) => time(item.updatedAt) },
    { key: "leaseUntil", header: t`租约到期`, sortable: true, render: (item) => time(item.leaseUntil) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (item) => {
        const title = item.title;
        return (
          <Button size="xs" variant="outline" aria-label={t`重试 ${title}`} loading={retry.isPending && retry.variables === item.id} onClick={() => void retryItem(item)}>
            <RotateCw aria-hidden="true" />
            {t`重试`}
          </Button>
        );
      },
    },
  ];

  return (
    <PagedListSection
      title={t`卡住的发布项`}
      description={t`租约已过期，或早已到期却没有工作进程处理的发布项。重试只会重新排队，不会重复发布。`}
      failureTitle={t`卡住的发布项加载失败`}
      emptyText={t`没有卡住的发布项`}
      columns={columns}
      rowKey={(item) => item.id}
      list={items}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={changeSort}
    />
  );
}
