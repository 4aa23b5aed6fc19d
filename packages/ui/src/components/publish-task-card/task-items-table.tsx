import { Alert, Avatar, Box, Button, IconButton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { RotateCw } from "lucide-react";
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
  /** Asks to resend one failed item; absent: no resend buttons. */
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
    { key: "status", header: t`状态`, render: (item) => <PublishStatusBadge status={item.status} size="sm" /> },
    { key: "phase", header: t`进度`, render: (item) => <ItemPhase item={item} /> },
    { key: "scheduledAt", header: t`发布时间`, render: (item) => <ItemSchedule item={item} now={now} timeZone={timeZone} /> },
    { key: "outcome", header: t`结果`, render: (item) => <ItemOutcome item={item} /> },
    { key: "attempts", header: t`尝试次数`, align: "end", render: (item) => item.attempts },
  ];
  if (onResendItem) {
    columns.push({
      key: "actions",
      header: t`操作`,
      render: (item) => {
        const name = item.accountName;
        return item.status === 2 ? (
          <IconButton size="xs" variant="outline" aria-label={t`重发到 ${name}`} onClick={() => onResendItem(item)}>
            <RotateCw />
          </IconButton>
        ) : null;
      },
    });
  }

  return (
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
  );
}
