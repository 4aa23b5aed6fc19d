import { Alert, Avatar, Badge, Box, Button, IconButton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { MoveHorizontal, RotateCw } from "lucide-react";
import { DataTable, type DataTableColumn } from "../data-table";
import { PlatformTag } from "../platform-tag";
import { PublishStatusBadge } from "../publish-status-badge";
import { ItemOutcome, ItemSchedule } from "./item-outcome";
import { ItemPhase } from "./item-phase";
import type { PublishItemView } from "./types";

export type TaskItemsTableProps = {
  id: string;
  taskName: string;
  items: PublishItemView[] | undefined;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  /** Asks to resend one failed or 需核实 item; absent: no resend buttons. */
  onResendItem?: (item: PublishItemView) => void;
  now: Date;
  timeZone: string;
};

/** A task's targets: account, media, status, phase with live progress, time or countdown, result, attempts. */
export function TaskItemsTable(props: TaskItemsTableProps) {
  const { id, taskName, items, loading, error, onRetry, onResendItem, now, timeZone } = props;
  const { t } = useLingui();

  if (error != null) {
    return (
      <Alert.Root id={id} status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`发布明细加载失败`}</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        {onRetry && (
          <Button size="xs" variant="outline" onClick={onRetry} alignSelf="center">
            <RotateCw aria-hidden="true" /> {t`重试`}
          </Button>
        )}
      </Alert.Root>
    );
  }

  const columns: DataTableColumn<PublishItemView>[] = [
    {
      key: "account",
      header: t`账号`,
      render: (item) => (
        <Box display="flex" alignItems="center" gap="2" minWidth="0">
          <Avatar.Root size="xs" aria-hidden="true">
            <Avatar.Fallback name={item.accountName} />
            {item.accountAvatarUrl && <Avatar.Image src={item.accountAvatarUrl} alt="" />}
          </Avatar.Root>
          <Text textStyle="sm" truncate>
            {item.accountName}
          </Text>
          <PlatformTag platform={item.platform} showName={false} />
        </Box>
      ),
    },
    { key: "media", header: t`内容`, render: (item) => <Text textStyle="sm" truncate maxWidth="12rem">{item.mediaName}</Text> },
    {
      key: "status",
      header: t`状态`,
      render: (item) =>
        item.phase === "canceled" ? (
          <Badge size="sm" variant="surface" colorPalette="gray" whiteSpace="nowrap">{t`已取消`}</Badge>
        ) : (
          <PublishStatusBadge status={item.status} size="sm" whiteSpace="nowrap" />
        ),
    },
    { key: "phase", header: t`进度`, render: (item) => <Box minWidth="7rem"><ItemPhase item={item} /></Box> },
    { key: "scheduledAt", header: t`发布时间`, render: (item) => <ItemSchedule item={item} now={now} timeZone={timeZone} /> },
    // Wide enough that a reason reads in a few lines; on a phone the table scrolls sideways instead.
    { key: "outcome", header: t`结果`, render: (item) => <Box minWidth="14rem"><ItemOutcome item={item} /></Box> },
    { key: "attempts", header: <Text as="span" whiteSpace="nowrap">{t`尝试次数`}</Text>, align: "end", render: (item) => item.attempts },
  ];
  if (onResendItem) {
    columns.push({
      key: "actions",
      header: t`操作`,
      render: (item) => {
        const name = item.accountName;
        if (item.status !== 2 && item.status !== 3) return null;
        // A 需核实 target may already be posted: its button says the check comes first.
        const label = item.status === 3 ? t`核实后重发到 ${name}` : t`重发到 ${name}`;
        return (
          <IconButton size="xs" variant="outline" aria-label={label} onClick={() => onResendItem(item)}>
            <RotateCw />
          </IconButton>
        );
      },
    });
  }

  return (
    <Box display="flex" flexDirection="column" gap="1.5">
      {(items?.length ?? 0) > 0 && (
        <Text hideFrom="md" textStyle="xs" color="fg.muted" display="flex" alignItems="center" gap="1">
          <MoveHorizontal size={14} aria-hidden="true" /> {t`左右滑动查看全部列`}
        </Text>
      )}
      <DataTable
        id={id}
        label={t`${taskName} 的发布明细`}
        size="sm"
        columns={columns}
        rows={items ?? []}
        rowKey={(item) => item.id}
        loading={loading}
        emptyText={t`此任务没有发布目标`}
      />
    </Box>
  );
}
