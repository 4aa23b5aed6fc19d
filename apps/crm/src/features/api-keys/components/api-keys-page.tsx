import type { ApiKey } from "@cdp/contracts";
import { useRouteName } from "@cdp/app-kit";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PageHeader } from "@cdp/ui/page-header";
import { Badge, Button, Code, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useApiKeys } from "../api/api-keys.ts";
import { useRevokeApiKey } from "../api/revoke-api-key.ts";
import { CreateApiKeyDialog } from "./create-api-key-dialog.tsx";

/** API 密钥: keys a script or another system uses on this account's API; made (shown once), listed, revoked. */
export function ApiKeysPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const list = keys.data?.list ?? [];
  const max = keys.data?.max ?? 10;
  const made = list.length;
  const full = made >= max;
  const revokingName = revoking?.name ?? "";

  // Four columns, so a phone shows 撤销 without scrolling far: the prefix under the name, both dates in one cell.
  const columns: DataTableColumn<ApiKey>[] = [
    {
      key: "name",
      header: t`名称`,
      render: (key) => (
        <Stack gap="1" align="start">
          <Text fontWeight="medium">{key.name}</Text>
          <Code textStyle="xs">{`${key.prefix}…`}</Code>
        </Stack>
      ),
    },
    {
      key: "scope",
      header: t`权限`,
      render: (key) => <Badge colorPalette={key.scope === "publish" ? "brand" : "gray"}>{key.scope === "publish" ? t`读取和发布` : t`只读`}</Badge>,
    },
    {
      key: "dates",
      header: t`创建 / 最近使用`,
      render: (key) => {
        const created = when(key.createdAt);
        const lastUsed = key.lastUsedAt ? when(key.lastUsedAt) : null;
        return (
          <Stack gap="0.5" textStyle="sm">
            <Text>{t`创建于 ${created}`}</Text>
            <Text color={lastUsed ? "fg" : "fg.muted"}>{lastUsed ? t`最近使用 ${lastUsed}` : t`从未使用`}</Text>
          </Stack>
        );
      },
    },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (key) => {
        const name = key.name;
        return (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`撤销 ${name}`} onClick={() => setRevoking(key)}>
            <Trans>撤销</Trans>
          </Button>
        );
      },
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" disabled={full || keys.isPending} onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            <Trans>新建密钥</Trans>
          </Button>
        }
      />
      <Stack gap="1">
        <Text color="fg.muted">
          <Trans>
            脚本或其他系统在请求头 Authorization: Bearer 后带上 API 密钥，即可调用本账号的接口。只读密钥只能读取数据；读取和发布密钥还能创建发布任务、草稿和账号分组。
          </Trans>
        </Text>
        <Text color={full ? "fg.error" : "fg.muted"} textStyle="sm">
          {full ? t`已达上限（${max} 个），请先撤销不再使用的密钥` : t`已创建 ${made} / ${max} 个`}
        </Text>
      </Stack>
      {keys.isError ? (
        <LoadFailure title={t`密钥列表加载失败`} message={keys.error.message} onRetry={() => void keys.refetch()} />
      ) : !keys.isPending && list.length === 0 ? (
        <Stack align="center" gap="3" paddingY="10" textAlign="center">
          <Text fontWeight="medium">
            <Trans>还没有 API 密钥</Trans>
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <Trans>新建一个密钥，从你的脚本或内容系统发布视频。</Trans>
          </Text>
        </Stack>
      ) : (
        <DataTable label={t`API 密钥`} columns={columns} rows={list} rowKey={(key) => key.id} loading={keys.isPending} />
      )}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        tone="danger"
        title={t`撤销密钥`}
        message={t`确定撤销密钥“${revokingName}”吗？撤销后，使用它的脚本会立即无法调用接口，且无法恢复。`}
        confirmText={t`撤销`}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync(revoking.id);
          toaster.create({ type: "success", title: t`密钥已撤销` });
        }}
      />
    </Stack>
  );
}
