import type { WebhookEndpoint } from "@cdp/contracts";
import { useRouteName } from "@cdp/app-kit";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PageHeader } from "@cdp/ui/page-header";
import { Badge, Button, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useDeleteWebhook } from "../api/delete-webhook.ts";
import { useSetWebhookEnabled } from "../api/set-webhook-enabled.ts";
import { useWebhooks } from "../api/webhooks.ts";
import { DeliveryLog } from "./delivery-log.tsx";
import { EndpointDialog } from "./endpoint-dialog.tsx";
import { EVENT_LABELS } from "./event-labels.ts";
import { SecretDialog } from "./secret-dialog.tsx";

/** Webhook 通知: endpoints that hear about publish results and accounts, their secrets and delivery logs. */
export function WebhooksPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const endpoints = useWebhooks();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<WebhookEndpoint | "new" | null>(null);
  const [secretOf, setSecretOf] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = endpoints.data?.list ?? [];
  const max = endpoints.data?.max ?? 10;
  const full = list.length >= max;
  const selected = list.find((endpoint) => endpoint.id === selectedId) ?? null;
  const deletingName = deleting?.name ?? "";
  const made = list.length;

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    {
      key: "name",
      header: t`名称`,
      render: (endpoint) => (
        <Stack gap="0.5" minWidth="12rem">
          <Text fontWeight="medium">{endpoint.name}</Text>
          <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
            {endpoint.url}
          </Text>
        </Stack>
      ),
    },
    {
      key: "events",
      header: t`事件`,
      render: (endpoint) => (
        <HStack gap="1" wrap="wrap" maxWidth="18rem">
          {endpoint.events.map((type) => (
            <Badge key={type} variant="subtle">
              {i18n._(EVENT_LABELS[type])}
            </Badge>
          ))}
        </HStack>
      ),
    },
    {
      key: "enabled",
      header: t`状态`,
      render: (endpoint) => {
        const name = endpoint.name;
        return (
          <Stack gap="1">
            <HStack gap="2">
              <Switch.Root
                size="sm"
                checked={endpoint.enabled}
                onCheckedChange={async (details) => {
                  await setEnabled.mutateAsync({ id: endpoint.id, enabled: details.checked });
                  toaster.create({ type: "success", title: details.checked ? t`已启用` : t`已停用` });
                }}
              >
                <Switch.HiddenInput aria-label={t`启用 ${name}`} />
                <Switch.Control />
              </Switch.Root>
              <Text textStyle="xs" color="fg.muted">
                {endpoint.enabled ? t`启用` : t`停用`}
              </Text>
            </HStack>
            {endpoint.disabledReason === "failures" && (
              <Text textStyle="xs" color="fg.error">
                <Trans>连续投递失败，已自动停用</Trans>
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (endpoint) => {
        const name = endpoint.name;
        return (
          <HStack gap="1" justify="end" wrap="wrap">
            <Button size="xs" variant="ghost" aria-label={t`投递记录 ${name}`} aria-pressed={selectedId === endpoint.id} onClick={() => setSelectedId(endpoint.id)}>
              <Trans>投递记录</Trans>
            </Button>
            <Button size="xs" variant="ghost" aria-label={t`签名密钥 ${name}`} onClick={() => setSecretOf(endpoint)}>
              <Trans>密钥</Trans>
            </Button>
            <Button size="xs" variant="ghost" aria-label={t`编辑 ${name}`} onClick={() => setEditing(endpoint)}>
              <Trans>编辑</Trans>
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`删除 ${name}`} onClick={() => setDeleting(endpoint)}>
              <Trans>删除</Trans>
            </Button>
          </HStack>
        );
      },
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" disabled={full || endpoints.isPending} onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            <Trans>添加地址</Trans>
          </Button>
        }
      />
      <Stack gap="1">
        <Text color="fg.muted">
          <Trans>
            发布成功、发布失败、任务完成或账号需要重新授权时，平台向你的地址推送一条签名的 JSON 消息。失败会按退避重试至少 24 小时；接收方请按事件 ID 去重。
          </Trans>
        </Text>
        <Text color={full ? "fg.error" : "fg.muted"} textStyle="sm">
          {full ? t`已达上限（${max} 个），请先删除不再使用的地址` : t`已添加 ${made} / ${max} 个`}
        </Text>
      </Stack>
      {endpoints.isError ? (
        <LoadFailure title={t`Webhook 地址加载失败`} message={endpoints.error.message} onRetry={() => void endpoints.refetch()} />
      ) : !endpoints.isPending && list.length === 0 ? (
        <Stack align="center" gap="3" paddingY="10" textAlign="center">
          <Text fontWeight="medium">
            <Trans>还没有 Webhook 地址</Trans>
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <Trans>添加一个地址，让你的内容系统第一时间知道发布结果。</Trans>
          </Text>
        </Stack>
      ) : (
        <DataTable label={t`Webhook 地址`} columns={columns} rows={list} rowKey={(endpoint) => endpoint.id} loading={endpoints.isPending} />
      )}
      {selected && <DeliveryLog key={selected.id} endpoint={selected} />}
      <EndpointDialog open={editing !== null} endpoint={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      <SecretDialog endpoint={secretOf} onClose={() => setSecretOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`删除地址`}
        message={t`确定删除“${deletingName}”吗？它的投递记录会一并删除，之后的事件不再发送到这个地址。`}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          if (selectedId === deleting.id) setSelectedId(null);
          toaster.create({ type: "success", title: t`地址已删除` });
        }}
      />
    </Stack>
  );
}
