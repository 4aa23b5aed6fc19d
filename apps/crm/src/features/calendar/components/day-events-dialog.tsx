import type { CalendarEvent } from "@cdp/contracts";
import { CalendarEventChip } from "@cdp/ui/calendar-event-chip";
import { addDays, dayStart, useDayFormat, type CalendarDay } from "@cdp/ui/calendar-month-grid";
import { FormDialog } from "@cdp/ui/form-dialog";
import { LoadFailure } from "@cdp/ui/load-failure";
import { Button, Dialog, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useCalendarEvents } from "../api/calendar-events.ts";
import type { CalendarFilters } from "../api/calendar-summary.ts";

const PAGE_SIZE = 10;

type DayEventsDialogProps = {
  day: CalendarDay | null;
  timeZone: string;
  filters: CalendarFilters;
  onClose: () => void;
  onOpenEvent: (event: CalendarEvent) => void;
};

/** "+N 更多": every target of a day in time order, 10 a page. */
export function DayEventsDialog({ day, onClose, ...rest }: DayEventsDialogProps) {
  return (
    <FormDialog open={day !== null} onOpenChange={(open) => !open && onClose()} size="md" scrollBehavior="inside">
      {day && <DayEvents day={day} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

function DayEvents({ day, timeZone, filters, onClose, onOpenEvent }: DayEventsDialogProps & { day: CalendarDay }) {
  const { t } = useLingui();
  const dayFormat = useDayFormat();
  const [page, setPage] = useState(1);
  const query = { ...filters, from: dayStart(day, timeZone).toISOString(), to: dayStart(addDays(day, 1), timeZone).toISOString(), timeZone, page, pageSize: PAGE_SIZE };
  const events = useCalendarEvents(query, true);
  const total = events.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const dayName = dayFormat.long(day);

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t`${dayName} 的发布`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {events.isError ? (
          <LoadFailure title={t`当天的发布加载失败`} message={events.error.message} onRetry={() => void events.refetch()} />
        ) : events.isPending ? (
          <Stack gap="2" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="10" />
            ))}
          </Stack>
        ) : (
          <Stack gap="2">
            <Text textStyle="sm" color="fg.muted">
              {t`共 ${total} 个发布`}
            </Text>
            <Stack as="ul" listStyle="none" gap="1.5" aria-label={t`${dayName} 的发布`}>
              {(events.data?.list ?? []).map((event) => (
                <li key={event.itemId}>
                  <CalendarEventChip event={{ ...event, id: event.itemId }} timeZone={timeZone} size="full" onOpen={() => onOpenEvent(event)} />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
        {pages > 1 ? (
          <HStack gap="2">
            <Button size="xs" variant="outline" aria-label={t`上一页`} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Text textStyle="sm" aria-live="polite">{t`第 ${page} / ${pages} 页`}</Text>
            <Button size="xs" variant="outline" aria-label={t`下一页`} disabled={page >= pages} onClick={() => setPage(page + 1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </HStack>
        ) : (
          <span />
        )}
        <Button size="sm" onClick={onClose}>
          <Trans>关闭</Trans>
        </Button>
      </Dialog.Footer>
    </>
  );
}
