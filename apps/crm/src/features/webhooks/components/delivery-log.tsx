import type { WebhookDelivery, WebhookEndpoint } from "@cdp/contracts";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import { Badge, Button, Code, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Send } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { usePingWebhook } from "../api/ping-webhook.ts";
import { useRedeliverWebhook } from "../api/redeliver-webhook.ts";
import { useWebhookDeliveries } from "../api/webhook-deliveries.ts";
import { AttemptsDialog } from "./attempts-dialog.tsx";
import { EVENT_LABELS } from "./event-labels.ts";

const STATUS_PALETTE = { succeeded: "green", failed: "red", pending: "orange" } as const;

/** 投递记录 of one endpoint: each event's delivery with its latest attempt, 重新发送 and 发送测试. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const deliveries = useWebhookDeliveries({ endpointId: endpoint.id, page, pageSize });
  const ping = usePingWebhook();
  const redeliver = useRedeliverWebhook();
  const [viewing, setViewing] = useState<WebhookDelivery | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "medium" }).format(new Date(iso));
  const statusText = { succeeded: t`成功`, failed: t`失败`, pending: t`重试中` };
  const errorText = (error: string) =>
    ({ timeout: t`超时`, refused_address: t`地址被拒绝（内网或保留地址）`, redirect: t`重定向（不跟随）`, endpoint_disabled: t`地址已停用` })[error] ?? error;
  const name = endpoint.name;

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { key: "time", header: t`时间`, render: (row) => when(row.lastAttemptAt ?? row.createdAt) },
    {
      key: "event",
      header: t`事件`,
      render: (row) => (
        <Stack gap="0.5">
          <Text>{row.eventType in EVENT_LABELS ? i18n._(EVENT_LABELS[row.eventType as keyof typeof EVENT_LABELS]) : row.eventType}</Text>
          <Code textStyle="xs" title={row.eventId} alignSelf="flex-start">
            {row.eventId.slice(0, 8)}
          </Code>
        </Stack>
      ),
    },
    { key: "status", header: t`状态`, render: (row) => <Badge colorPalette={STATUS_PALETTE[row.status]}>{statusText[row.status]}</Badge> },
    { key: "code", header: t`状态码`, render: (row) => (row.statusCode !== null ? String(row.statusCode) : row.error ? errorText(row.error) : "—") },
    { key: "duration", header: t`耗时`, align: "end", render: (row) => (row.durationMs !== null ? `${row.durationMs} ms` : "—") },
    {
      key: "attempts",
      header: t`尝试次数`,
      align: "end",
      render: (row) => {
        const count = row.attempts;
        return (
          <Button size="xs" variant="ghost" aria-label={t`查看 ${count} 次尝试`} disabled={count === 0} onClick={() => setViewing(row)}>
            {count}
          </Button>
        );
      },
    },
    {
      key: "response",
      header: t`响应`,
      render: (row) => (
        <Text textStyle="xs" color="fg.muted" lineClamp={2} maxWidth="16rem" title={row.response ?? undefined}>
          {row.response || "—"}
        </Text>
      ),
    },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (row) => {
        const id = row.eventId.slice(0, 8);
        return (
          <Button
            size="xs"
            variant="ghost"
            aria-label={t`重新发送 ${id}`}
            disabled={row.status === "pending"}
            onClick={async () => {
              await redeliver.mutateAsync(row.id);
              toaster.create({ type: "success", title: t`已重新发送` });
            }}
          >
            <Trans>重新发送</Trans>
          </Button>
        );
      },
    },
  ];

  return (
    <Stack gap="3" as="section" aria-label={t`投递记录 · ${name}`}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" textStyle="lg">
          {t`投递记录 · ${name}`}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          loading={ping.isPending}
          onClick={async () => {
            await ping.mutateAsync(endpoint.id);
            toaster.create({ type: "success", title: t`测试事件已发送，结果稍后出现在投递记录中` });
          }}
        >
          <Send aria-hidden="true" />
          <Trans>发送测试</Trans>
        </Button>
      </HStack>
      {deliveries.isError ? (
        <LoadFailure title={t`投递记录加载失败`} message={deliveries.error.message} onRetry={() => void deliveries.refetch()} />
      ) : (
        <DataTable
          label={t`投递记录`}
          columns={columns}
          rows={deliveries.data?.list ?? []}
          rowKey={(row) => row.id}
          loading={deliveries.isPending}
          emptyText={t`还没有投递。点击“发送测试”试一试。`}
          pagination={{
            page,
            pageSize,
            total: deliveries.data?.total ?? 0,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
        />
      )}
      <AttemptsDialog delivery={viewing} describeError={errorText} onClose={() => setViewing(null)} />
    </Stack>
  );
}
