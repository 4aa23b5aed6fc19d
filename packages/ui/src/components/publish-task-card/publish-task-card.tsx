import { DEFAULT_LOCALE, isLocale, PUBLISH_TASK_TYPE_LABELS } from "@cdp/contracts";
import { Alert, Badge, Box, Button, chakra, Heading, Progress, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Ban, ChevronDown, ChevronRight, Images, RotateCw, Video } from "lucide-react";
import { Fragment, useId, useState } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { useDurationText } from "../publish-timing/use-duration-text";
import { formatDateTime, localTimeZone } from "../publish-timing/zoned-time";
import { donePercent } from "./countdown";
import { ItemCallLogs } from "./item-call-logs";
import { ResendEditDialog } from "./resend-edit-dialog";
import { resendEditingOf, type ResendEditing } from "./resend-editing";
import type { ResendDraft } from "./resend-edits";
import { TaskConfirm, type PendingAction } from "./task-confirm";
import { TaskItemsTable } from "./task-items-table";
import type { PublishItemView, PublishTaskView, ResendItemOptions } from "./types";
import { useNow } from "./use-now";

export type PublishTaskCardProps = Omit<HTMLChakraProps<"article">, "children"> & {
  task: PublishTaskView;
  /** Facts shown before the task's own (send type, interval, times), e.g. its owner in the back-office. */
  leadingFacts?: ReadonlyArray<{ label: string; value: string }>;
  /** The task's items, once loaded (they are shown when the card is expanded). */
  items?: PublishItemView[];
  /** The items are loading. */
  itemsLoading?: boolean;
  /** Why the items could not be loaded. */
  itemsError?: string;
  onRetryItems?: () => void;
  /** Expanded (controlled). */
  expanded?: boolean;
  /** @default false */
  defaultExpanded?: boolean;
  /** Called when the operator expands or collapses the card, e.g. to load its items. */
  onExpandedChange?: (expanded: boolean) => void;
  /** 重发任务: resends the failed items (never the 需核实 ones), after a confirm. Absent: no button. */
  onResendTask?: (edits?: Partial<ResendDraft>) => void | Promise<void>;
  /**
   * Resends one failed or 需核实 item, after a confirm; a 需核实 one only once the operator says the
   * post is not on the platform (`confirmNotPosted: true`). Absent: no per-item button.
   */
  onResendItem?: (itemId: string, options: ResendItemOptions) => void | Promise<void>;
  /**
   * Resending opens a dialog to fix what failed first (title, description, and for the task its tags,
   * privacy and TikTok interactions), checked against the platforms' rules; the edits go to
   * `onResendTask` / `onResendItem`. Off: a plain confirm.
   * @default false
   */
  editResend?: boolean;
  /** Cancels the items that have not started, after a confirm. Absent: no button. */
  onCancel?: () => void | Promise<void>;
  /** The current time for countdowns; without it they tick by themselves. */
  now?: Date;
  /**
   * The time zone times are shown in.
   * @default the browser's
   */
  timeZone?: string;
};

/**
 * One publish record: name, type, title, cover, send type, interval, times and the status summary
 * (分发中 / 成功 / 失败 / 需核实 with a bar), its actions with confirms, and when expanded, its items
 * and their call logs.
 */
export function PublishTaskCard(props: PublishTaskCardProps) {
  const { task, leadingFacts = [], items, itemsLoading = false, itemsError, onRetryItems, expanded, defaultExpanded = false, onExpandedChange, ...actions } = props;
  const { onResendTask, onResendItem, onCancel, editResend = false, now: fixedNow, timeZone = localTimeZone(), ...rest } = actions;
  const { t, i18n } = useLingui();
  const styles = useThemeSlotRecipe("publishTaskCard")();
  const durationText = useDurationText();
  const idBase = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [editing, setEditing] = useState<ResendEditing | null>(null);
  const ask = (action: PendingAction) => {
    if (editResend && action.kind !== "cancel") setEditing(resendEditingOf(action, task, items ?? []));
    else setPending(action);
  };
  const isExpanded = expanded ?? ownExpanded;
  const counting = isExpanded && (items ?? []).some((item) => item.status === 0 && item.phase === "waiting");
  const now = useNow(fixedNow, counting);
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { distributing, succeeded, failed, unverified = 0, cancelled = 0 } = task.counts;
  // Cancelled targets are status 2 too, but nothing refused them: they are counted apart.
  const refused = failed - cancelled;
  const done = succeeded + failed + unverified;
  const total = distributing + done;
  const percent = donePercent(task.counts);
  const groupName = task.groupName ?? "";
  const headingId = `${idBase}-name`;
  const itemsId = `${idBase}-items`;
  const toggle = () => {
    setOwnExpanded(!isExpanded);
    onExpandedChange?.(!isExpanded);
  };

  const resendItemTitle = (item: PublishItemView) => {
    const name = item.accountName;
    return item.status === 3 ? t`核实后重发到 ${name}` : t`重发到 ${name}`;
  };
  // Cancelled targets are resent with the failed ones, so the count says so.
  const resendTaskMessage = (failedCount: number, unverifiedCount: number) => {
    if (cancelled > 0) {
      return unverifiedCount > 0
        ? t`将修改后重新发布本任务中 ${failedCount} 个失败或已取消的目标；不修改的内容保持各目标原样。${unverifiedCount} 个需核实的目标不会重发。`
        : t`将修改后重新发布本任务中 ${failedCount} 个失败或已取消的目标；不修改的内容保持各目标原样。`;
    }
    return unverifiedCount > 0
      ? t`将修改后重新发布本任务中 ${failedCount} 个失败的目标；不修改的内容保持各目标原样。${unverifiedCount} 个需核实的目标不会重发。`
      : t`将修改后重新发布本任务中 ${failedCount} 个失败的目标；不修改的内容保持各目标原样。`;
  };

  const fact = (label: string, value: string) => (
    <Box css={styles.fact}>
      <chakra.dt css={styles.factLabel}>{label}</chakra.dt>
      <chakra.dd css={styles.factValue}>{value}</chakra.dd>
    </Box>
  );

  return (
    <chakra.article css={styles.root} aria-labelledby={headingId} {...rest}>
      <Box css={styles.header}>
        {task.coverUrl ? (
          <chakra.img src={task.coverUrl} alt={t`封面`} css={styles.cover} />
        ) : (
          <Box css={[styles.cover, styles.coverPlaceholder]} aria-hidden="true">
            {task.type === "SEND_CONTENT" ? <Images /> : <Video />}
          </Box>
        )}
        <Box css={styles.main}>
          <Box css={styles.titleRow}>
            <Heading as="h3" id={headingId} css={styles.name} title={task.name}>
              {task.name}
            </Heading>
            <Badge size="sm" colorPalette="brand" variant="subtle">
              {PUBLISH_TASK_TYPE_LABELS[task.type][locale]}
            </Badge>
          </Box>
          {task.title && (
            <Text css={styles.title} title={task.title}>
              {task.title}
            </Text>
          )}
          <chakra.dl css={styles.facts}>
            {leadingFacts.map(({ label, value }) => (
              <Fragment key={label}>{fact(label, value)}</Fragment>
            ))}
            {fact(t`发送方式`, task.sendType === "group" ? t`按分组：${groupName}` : t`按账号`)}
            {fact(t`发布间隔`, durationText(task.intervalSeconds))}
            {fact(t`创建时间`, formatDateTime(task.createdAt, timeZone))}
            {fact(t`操作时间`, task.operatedAt ? formatDateTime(task.operatedAt, timeZone) : "—")}
          </chakra.dl>
        </Box>
        <Box css={styles.summary}>
          <Box css={styles.counts}>
            <Text as="span" color="blue.fg">{t`${distributing} 分发中`}</Text>
            <Text as="span" color="green.fg">{t`${succeeded} 成功`}</Text>
            <Text as="span" color={refused > 0 ? "fg.error" : "fg.muted"}>{t`${refused} 失败`}</Text>
            {cancelled > 0 && <Text as="span" color="fg.muted">{t`${cancelled} 已取消`}</Text>}
            {unverified > 0 && <Text as="span" color="orange.fg">{t`${unverified} 需核实`}</Text>}
          </Box>
          <Progress.Root size="xs" value={percent} colorPalette={refused > 0 ? "red" : unverified > 0 ? "orange" : cancelled > 0 ? "gray" : "green"} translations={{ value: () => t`完成进度` }}>
            <Progress.Track aria-valuetext={t`${total} 个目标中已完成 ${done} 个`}>
              {/* Cancelled only: a quiet grey, not the palette's near-black solid. */}
              <Progress.Range bg={refused === 0 && unverified === 0 && cancelled > 0 ? "gray.400" : undefined} />
            </Progress.Track>
          </Progress.Root>
        </Box>
      </Box>

      <Box display="flex" justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
        <Button size="xs" variant="ghost" aria-expanded={isExpanded} aria-controls={isExpanded ? itemsId : undefined} onClick={toggle}>
          {isExpanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          {isExpanded ? t`收起明细` : t`查看明细`}
        </Button>
        <Box css={styles.actions}>
          {onResendTask && failed > 0 && (
            <Button size="xs" variant="outline" onClick={() => ask({ kind: "resendTask", failed, unverified, cancelled })}>
              <RotateCw aria-hidden="true" /> {t`重发任务`}
            </Button>
          )}
          {onCancel && distributing > 0 && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => ask({ kind: "cancel" })}>
              <Ban aria-hidden="true" /> {t`取消未开始的发布`}
            </Button>
          )}
        </Box>
      </Box>

      {isExpanded && (
        <Box css={styles.items}>
          {unverified > 0 && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t`${unverified} 个目标需核实`}</Alert.Title>
                <Alert.Description>{t`平台可能已经发布，但无法读取确认。请到平台查看：帖子不存在时再单独重发该目标；“重发任务”不会重发它们。`}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <TaskItemsTable
            id={itemsId}
            taskName={task.name}
            items={items}
            loading={itemsLoading}
            error={itemsError}
            onRetry={onRetryItems}
            onResendItem={onResendItem ? (item) => ask({ kind: "resendItem", item }) : undefined}
            now={now}
            timeZone={timeZone}
          />
          {items && <ItemCallLogs taskName={task.name} items={items} timeZone={timeZone} />}
        </Box>
      )}

      <TaskConfirm pending={pending} onClose={() => setPending(null)} onResendTask={onResendTask} onCancel={onCancel} onResendItem={onResendItem} />
      {editing && (
        <ResendEditDialog
          open={editing.open}
          onOpenChange={(open) => setEditing(open ? editing : { ...editing, open: false })}
          title={editing.item ? resendItemTitle(editing.item) : t`重发任务`}
          message={editing.item ? t`修改后重新发布，之前的尝试会保留在记录中。` : resendTaskMessage(failed, unverified)}
          initial={editing.initial}
          targets={editing.targets}
          needsCheck={editing.item?.status === 3}
          onResend={async (edits) => {
            const item = editing.item;
            if (item) await onResendItem?.(item.id, { confirmNotPosted: item.status === 3, edits });
            else await onResendTask?.(edits);
          }}
        />
      )}
    </chakra.article>
  );
}
