import type { CalendarEvent } from "@cdp/contracts";
import { CalendarStateBadge } from "@cdp/ui/calendar-event-chip";
import { FormDialog } from "@cdp/ui/form-dialog";
import { PlatformTag } from "@cdp/ui/platform-tag";
import { formatDateTime } from "@cdp/ui/publish-timing";
import { Avatar, Button, DataList, Dialog, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarClock, ExternalLink, History } from "lucide-react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useCalendarTask } from "../api/calendar-task.ts";
import { RescheduleForm } from "./reschedule-form.tsx";

export const RECORDS_PATH = "/CRM/dataSend/record";

type EventDialogProps = {
  event: CalendarEvent | null;
  timeZone: string;
  zoneName: string;
  onClose: () => void;
  /** 保存新时间: the same path as a drag (optimistic, the server may refuse). */
  onMove: (event: CalendarEvent, at: string) => void;
};

/** A target with its task: account, state, times, the post's link once published, the reason of a failure, 更改时间 while it waits. */
export function EventDialog({ event, timeZone, zoneName, onClose, onMove }: EventDialogProps) {
  return (
    <FormDialog open={event !== null} onOpenChange={(open) => !open && onClose()} size="md">
      {event && <EventDetails event={event} timeZone={timeZone} zoneName={zoneName} onClose={onClose} onMove={onMove} />}
    </FormDialog>
  );
}

function EventDetails({ event, timeZone, zoneName, onClose, onMove }: EventDialogProps & { event: CalendarEvent }) {
  const { t } = useLingui();
  const task = useCalendarTask(event.taskId);
  const item = task.data?.items.find((candidate) => candidate.id === event.itemId);
  const [rescheduling, setRescheduling] = useState(false);
  const when = (iso: string) => `${formatDateTime(iso, timeZone, false)}`;
  const recordsLink = `${RECORDS_PATH}?open=${event.taskId}&accountId=${event.accountId}`;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title overflowWrap="anywhere">{event.title || t`（无标题）`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>账号</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="2" minWidth="0" wrap="wrap">
                  <Avatar.Root size="2xs">
                    <Avatar.Fallback name={event.accountName} />
                    {event.accountAvatar && <Avatar.Image src={event.accountAvatar} alt="" />}
                  </Avatar.Root>
                  <Text overflowWrap="anywhere">{event.accountName}</Text>
                  <PlatformTag platform={event.platform} />
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>状态</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <Stack gap="1">
                  <CalendarStateBadge state={event.state} alignSelf="flex-start" />
                  {item?.phaseLabel && (event.state === "waiting" || event.state === "distributing") && (
                    <Text textStyle="xs" color="fg.muted">
                      {item.phaseLabel}
                    </Text>
                  )}
                  {item?.error && (
                    <Text textStyle="xs" color="fg.error">
                      {item.error.reason}
                    </Text>
                  )}
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>计划时间</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{when(event.scheduledAt)}</DataList.ItemValue>
            </DataList.Item>
            {event.at !== event.scheduledAt && (
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>完成时间</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{when(event.at)}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>任务</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                {task.isPending ? (
                  <Skeleton height="4" width="10rem" />
                ) : (
                  <Text overflowWrap="anywhere">{task.data ? `${task.data.name} · ${task.data.typeLabel}` : t`任务 #${event.taskId}`}</Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Text textStyle="xs" color="fg.muted">
            {t`时区：${zoneName}`}
          </Text>
          {rescheduling && (
            <RescheduleForm
              event={event}
              timeZone={timeZone}
              helperText={t`按 ${zoneName} 时间填写；服务器会重新检查账号间隔、配额和发布规则。`}
              onSubmit={(at) => {
                onMove(event, at);
                onClose();
              }}
            />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {item?.postUrl && event.state === "succeeded" && (
          <Link href={item.postUrl} target="_blank" rel="noreferrer" colorPalette="brand" textStyle="sm">
            <ExternalLink aria-hidden="true" />
            <Trans>查看作品</Trans>
          </Link>
        )}
        <Button asChild variant="outline" size="sm">
          <RouterLink to={recordsLink}>
            <History aria-hidden="true" />
            <Trans>在发布记录中查看</Trans>
          </RouterLink>
        </Button>
        {event.movable && !rescheduling && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setRescheduling(true)}>
            <CalendarClock aria-hidden="true" />
            <Trans>更改时间</Trans>
          </Button>
        )}
        <Button size="sm" onClick={onClose}>
          <Trans>关闭</Trans>
        </Button>
      </Dialog.Footer>
    </>
  );
}
