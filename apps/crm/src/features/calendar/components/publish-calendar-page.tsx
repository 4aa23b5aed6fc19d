import { useRouteName } from "@cdp/app-kit";
import type { CalendarEvent, CalendarView } from "@cdp/contracts";
import { CalendarAgenda } from "@cdp/ui/calendar-agenda";
import { CALENDAR_EVENT_STATES, CalendarStateBadge, type CalendarBucket } from "@cdp/ui/calendar-event-chip";
import { CalendarMonthGrid, dayIn, hourIn, hourKeyIn, monthOf, type CalendarDay } from "@cdp/ui/calendar-month-grid";
import { CalendarWeekGrid } from "@cdp/ui/calendar-week-grid";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PageHeader } from "@cdp/ui/page-header";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarX2, Send } from "lucide-react";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { BulkScheduleImportButton } from "../../../shared/bulk-schedule/index.ts";
import { useBestTimes } from "../../../shared/api/index.ts";
import { useCalendarAccounts } from "../api/calendar-accounts.ts";
import { useCalendarGroups } from "../api/calendar-groups.ts";
import { CALENDAR_KEY, useCalendarSummary } from "../api/calendar-summary.ts";
import { useCalendarMoves } from "../hooks/use-calendar-moves.ts";
import { useCalendarQuery } from "../hooks/use-calendar-query.ts";
import { useIsPhone } from "../hooks/use-is-phone.ts";
import { useOperatorZone } from "../hooks/use-operator-zone.ts";
import { applyMoves, bucketsByKey, periodDays, periodRange, shiftPeriod } from "../utils/calendar-range.ts";
import { suggestedSlots } from "../utils/suggested-slots.ts";
import { BestTimeHint } from "./best-time-hint.tsx";
import { CalendarFilters, filteredAccountIds } from "./calendar-filters.tsx";
import { CalendarToolbar } from "./calendar-toolbar.tsx";
import { DayEventsDialog } from "./day-events-dialog.tsx";
import { EventDialog } from "./event-dialog.tsx";

export const VIDEO_PUBLISH_PATH = "/CRM/dataSend/index";

/** An event as the calendar pieces take it (they key events by `id`). */
type ChipEvent = CalendarEvent & { id: number };
const withIds = (buckets: Record<string, { counts: CalendarBucket["counts"]; total: number; events: CalendarEvent[] }>) =>
  Object.fromEntries(Object.entries(buckets).map(([key, bucket]) => [key, { ...bucket, events: bucket.events.map((event) => ({ ...event, id: event.itemId })) }])) as Record<
    string,
    CalendarBucket<ChipEvent>
  >;

/** 发布日历: every target by its time in a month or a week (an agenda on a phone), filtered, coloured by state, movable while it waits. */
export function PublishCalendarPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { timeZone, offset } = useOperatorZone();
  const zoneName = `${timeZone} (${offset})`;
  const phone = useIsPhone();
  const { view, anchor, today, filters, setView, setAnchor, setFilters } = useCalendarQuery(timeZone);
  const period = { view, anchor };
  const { first, last } = periodDays(period);
  // A phone lists days, so it asks for day buckets in either view.
  const bucketView: CalendarView = phone ? "month" : view;
  const summary = useCalendarSummary({ ...periodRange(period, timeZone), timeZone, view: bucketView, ...definedOnly(filters) });
  const accounts = useCalendarAccounts();
  const groups = useCalendarGroups();
  const accountList = accounts.data?.list ?? [];
  const bestTimes = useBestTimes(filteredAccountIds(filters, accountList), timeZone, i18n.locale);
  const slots = suggestedSlots(bestTimes.data);
  const { pending, move } = useCalendarMoves(timeZone);
  const [openDay, setOpenDay] = useState<CalendarDay | null>(null);
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);

  const keyOf = bucketView === "week" ? (at: string) => hourKeyIn(at, timeZone) : (at: string) => dayIn(at, timeZone);
  const buckets = withIds(applyMoves(bucketsByKey(summary.data?.buckets ?? [], bucketView, timeZone), pending, keyOf));
  const loading = summary.isPending;
  const empty = !loading && !summary.isError && Object.keys(buckets).length === 0;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const onMove = (event: CalendarEvent, at: string) => void move(event, at);
  const onNavigateDay = (day: CalendarDay) => setAnchor(day);
  const gridProps = { timeZone, today, buckets, loading, suggestedSlots: slots, onOpenEvent: setOpenEvent, onShowDay: setOpenDay, onMove, onNavigateDay };

  return (
    <Stack gap="4">
      <PageHeader
        routeName={routeName}
        description={t`按计划或发布时间查看每个发布目标；拖动等待发布的目标即可改期，服务器会重新检查排期规则。`}
        actions={
          <HStack gap="3" wrap="wrap">
            <BulkScheduleImportButton onImported={() => void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY })} />
            <Button variant="outline" onClick={() => void navigate(VIDEO_PUBLISH_PATH)}>
              <Send aria-hidden="true" />
              <Trans>视频发布</Trans>
            </Button>
          </HStack>
        }
      />
      <CalendarFilters value={filters} accounts={accountList} groups={groups.data?.list ?? []} onChange={setFilters} />
      <CalendarToolbar
        view={view}
        first={first}
        last={last}
        month={monthOf(anchor)}
        zoneName={zoneName}
        onView={setView}
        onStep={(step) => setAnchor(shiftPeriod(period, step))}
        onToday={() => setAnchor(today)}
      />
      <HStack gap="2" wrap="wrap" aria-label={t`状态颜色`} role="group">
        {CALENDAR_EVENT_STATES.map((state) => (
          <CalendarStateBadge key={state} state={state} size="sm" />
        ))}
      </HStack>
      <BestTimeHint slots={slots} bestTimes={bestTimes.data} anchor={first} view={view} />
      {summary.isError ? (
        <LoadFailure title={t`发布日历加载失败`} message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          {empty && (
            <Stack align="center" gap="2" paddingY="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="l2" role="status">
              <CalendarX2 aria-hidden="true" />
              <Text fontWeight="medium">{filtered ? t`没有符合筛选条件的发布` : view === "month" ? t`本月没有发布` : t`本周没有发布`}</Text>
              {!filtered && (
                <Button size="sm" colorPalette="brand" onClick={() => void navigate(VIDEO_PUBLISH_PATH)}>
                  <Send aria-hidden="true" />
                  <Trans>去视频发布</Trans>
                </Button>
              )}
            </Stack>
          )}
          {phone ? (
            !empty && (
              <CalendarAgenda
                days={Object.keys(buckets)
                  .filter((day) => day >= first && day <= last)
                  .sort()
                  .map((day) => ({ day, total: buckets[day]!.total, events: buckets[day]!.events }))}
                timeZone={timeZone}
                today={today}
                loading={loading}
                onOpenEvent={setOpenEvent}
                onShowDay={setOpenDay}
              />
            )
          ) : view === "month" ? (
            <CalendarMonthGrid month={monthOf(anchor)} {...gridProps} />
          ) : (
            <CalendarWeekGrid weekStart={first} currentHour={hourIn(new Date(), timeZone)} {...gridProps} />
          )}
        </>
      )}
      {!phone && (
        <Box>
          <Text textStyle="xs" color="fg.muted">
            <Trans>键盘：方向键在日期间移动，Enter 打开当天的全部发布；打开一个等待发布的目标后可用“更改时间”改期。</Trans>
          </Text>
        </Box>
      )}
      <DayEventsDialog
        day={openDay}
        timeZone={timeZone}
        filters={filters}
        onClose={() => setOpenDay(null)}
        onOpenEvent={(event) => {
          setOpenDay(null);
          setOpenEvent(event);
        }}
      />
      <EventDialog event={openEvent} timeZone={timeZone} zoneName={zoneName} onClose={() => setOpenEvent(null)} onMove={onMove} />
    </Stack>
  );
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
