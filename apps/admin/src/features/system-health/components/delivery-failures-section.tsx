import type { DeliveryFailure, DeliveryFailurePageQuery } from "@cdp/contracts";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useDeliveryFailures } from "../api/delivery-failures.ts";
import { useSortedPage } from "../hooks/use-sorted-page.ts";
import { CHANNEL_LABELS } from "./labels.ts";
import { PagedListSection } from "./paged-list-section.tsx";

/** Emails and texts the provider refused, filtered by channel. */
export function DeliveryFailuresSection() {
  const { t, i18n } = useLingui();
  const { page, setPage, sort, query, changeSort } = useSortedPage<DeliveryFailurePageQuery["sortBy"]>();
  const [channel, setChannel] = useState<DeliveryFailure["channel"]>();
  const failures = useDeliveryFailures({ ...query, ...(channel ? { channel } : {}) });
  const columns: DataTableColumn<DeliveryFailure>[] = [
    { key: "failedAt", header: t`失败时间`, sortable: true, render: (failure) => new Date(failure.failedAt).toLocaleString(i18n.locale) },
    { key: "channel", header: t`渠道`, sortable: true, render: (failure) => `${i18n._(CHANNEL_LABELS[failure.channel])} · ${failure.provider}` },
    { key: "recipient", header: t`接收方`, sortable: true },
    { key: "subject", header: t`主题`, render: (failure) => failure.subject || "—" },
    { key: "error", header: t`错误` },
  ];
  const channelFilter = (
    <NativeSelect.Root maxW="40" size="sm">
      <NativeSelect.Field
        aria-label={t`渠道`}
        value={channel ?? ""}
        onChange={(event) => {
          const chosen = event.target.value as DeliveryFailure["channel"] | "";
          setChannel(chosen || undefined);
          setPage((current) => ({ ...current, page: 1 }));
        }}
      >
        <option value="">{t`全部渠道`}</option>
        <option value="email">{i18n._(CHANNEL_LABELS.email)}</option>
        <option value="sms">{i18n._(CHANNEL_LABELS.sms)}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <PagedListSection
      title={t`发送失败记录`}
      description={t`服务商拒收或无法连接的邮件和短信；默认最新的在前，可点表头排序`}
      actions={channelFilter}
      failureTitle={t`发送失败记录加载失败`}
      emptyText={t`没有发送失败的记录`}
      columns={columns}
      rowKey={(failure) => failure.id}
      list={failures}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={changeSort}
    />
  );
}
