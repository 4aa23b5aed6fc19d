import { Box, chakra, Skeleton, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Lightbulb } from "lucide-react";
import { useMemo } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import type { CalendarBucket, CalendarEvent, CalendarSuggestedSlot } from "../calendar-event-chip/calendar-event";
import { CalendarEventChip } from "../calendar-event-chip/calendar-event-chip";
import { useCountsText } from "../calendar-event-chip/use-calendar-labels";
import { addDays, isoWeekday, monthGridDays, monthOf, movedTime, startOfWeek, type CalendarDay, type WeekStart } from "./calendar-dates";
import { useCalendarDrag } from "./use-calendar-drag";
import { useDayFormat } from "./use-day-format";
import { useRovingCell } from "./use-roving-cell";

/** Chips a day cell shows before "+N 更多". */
export const MONTH_CELL_EVENTS = 3;

export type CalendarMonthGridProps<E extends CalendarEvent = CalendarEvent> = Omit<HTMLChakraProps<"div">, "children"> & {
  /** The month shown, `yyyy-MM`. */
  month: string;
  /** The operator's zone: days and times are read in it. */
  timeZone: string;
  /** Today in that zone (`yyyy-MM-dd`): marked, and no drop lands before it. */
  today: CalendarDay;
  /** Each day's counts and first events, by `yyyy-MM-dd`; a missing day has none. */
  buckets: Record<CalendarDay, CalendarBucket<E>>;
  /**
   * First day of the week.
   * @default 1 (Monday)
   */
  weekStartsOn?: WeekStart;
  /**
   * Skeletons in the cells while the month loads.
   * @default false
   */
  loading?: boolean;
  /** Hours of the week suggested for posting: today and later days of those weekdays show a hint. */
  suggestedSlots?: readonly CalendarSuggestedSlot[];
  /** An event was clicked (or pressed). */
  onOpenEvent?: (event: E) => void;
  /** "+N 更多", or Enter on a day with posts: show the day's full list. */
  onShowDay?: (day: CalendarDay) => void;
  /** A movable event was dropped on another day: its new time, the same wall-clock time on that day. */
  onMove?: (event: E, at: string) => void;
  /** The keyboard left the month (arrow keys past its weeks): the page shows the month of `day`. */
  onNavigateDay?: (day: CalendarDay) => void;
};

/** A month of publish targets: a cell per day with its first events and a count, keyboard-navigable, events draggable between days. */
export function CalendarMonthGrid<E extends CalendarEvent>(props: CalendarMonthGridProps<E>) {
  const { month, timeZone, today, buckets, weekStartsOn = 1, loading = false, suggestedSlots, onOpenEvent, onShowDay, onMove, onNavigateDay, ...rest } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("calendarMonthGrid")({});
  const dayFormat = useDayFormat();
  const countsText = useCountsText();
  const days = useMemo(() => monthGridDays(month, weekStartsOn), [month, weekStartsOn]);
  const weeks = useMemo(() => Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7)), [days]);
  const fallback = days.includes(today) && monthOf(today) === month ? today : `${month}-01`;

  const roving = useRovingCell({
    keys: days,
    fallback,
    step: (day, key) => {
      if (key === "ArrowLeft") return addDays(day, -1);
      if (key === "ArrowRight") return addDays(day, 1);
      if (key === "ArrowUp") return addDays(day, -7);
      if (key === "ArrowDown") return addDays(day, 7);
      if (key === "Home") return startOfWeek(day, weekStartsOn);
      if (key === "End") return addDays(startOfWeek(day, weekStartsOn), 6);
      return null;
    },
    onActivate: (day) => (buckets[day]?.total ?? 0) > 0 && onShowDay?.(day),
    onOutside: onNavigateDay,
  });

  const drag = useCalendarDrag<E>({
    accepts: (day) => onMove !== undefined && day >= today,
    onDrop: (event, day) => {
      const at = movedTime(event.at, timeZone, day);
      if (at) onMove?.(event, at);
    },
  });

  const hoursByWeekday = new Map<number, number[]>();
  for (const slot of suggestedSlots ?? []) hoursByWeekday.set(slot.weekday, [...(hoursByWeekday.get(slot.weekday) ?? []), slot.hour].sort((a, b) => a - b));

  return (
    <Box role="grid" aria-label={dayFormat.month(month)} aria-busy={loading || undefined} css={styles.root} {...rest}>
      <Box role="row" css={styles.row}>
        {weeks[0]?.map((day) => (
          <Box key={day} role="columnheader" css={styles.weekday}>
            {dayFormat.weekday(day)}
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box key={week[0]} role="row" css={styles.row}>
          {week.map((day) => {
            const bucket = buckets[day];
            const total = bucket?.total ?? 0;
            const shown = (bucket?.events ?? []).slice(0, MONTH_CELL_EVENTS);
            const more = total - shown.length;
            const isActive = day === roving.active;
            const hours = day >= today ? hoursByWeekday.get(isoWeekday(day)) : undefined;
            const suggestion = hours?.map((hour) => `${String(hour).padStart(2, "0")}:00`).join(" ");
            const name = [
              dayFormat.long(day),
              day === today ? t`今天` : null,
              loading ? t`加载中` : countsText(total, bucket?.counts),
              suggestion ? t`建议发布时间 ${suggestion}` : null,
            ]
              .filter(Boolean)
              .join(t({ message: "，", context: "list separator" }));
            const dayLabel = dayFormat.short(day);
            return (
              <Box
                key={day}
                role="gridcell"
                aria-label={name}
                aria-selected={isActive}
                data-day={day}
                data-today={day === today ? "" : undefined}
                data-outside={monthOf(day) !== month ? "" : undefined}
                css={styles.cell}
                {...roving.cellProps(day)}
                {...drag.cellProps(day)}
              >
                <Box css={styles.dayHead} aria-hidden="true">
                  <chakra.span css={styles.dayNumber}>{Number(day.slice(8))}</chakra.span>
                  {suggestion && (
                    <chakra.span css={styles.suggestion} title={t`建议发布时间 ${suggestion}`}>
                      <Lightbulb width="1em" height="1em" />
                      {suggestion}
                    </chakra.span>
                  )}
                </Box>
                {loading ? (
                  <Skeleton height="4" width="80%" />
                ) : (
                  <Box css={styles.events}>
                    {shown.map((event) => (
                      <CalendarEventChip
                        key={event.id}
                        event={event}
                        timeZone={timeZone}
                        tabIndex={isActive ? 0 : -1}
                        onOpen={() => onOpenEvent?.(event)}
                        allowDrag={onMove !== undefined}
                        {...drag.chipProps(event)}
                      />
                    ))}
                    {more > 0 && (
                      <chakra.button type="button" css={styles.more} tabIndex={isActive ? 0 : -1} aria-label={t`${dayLabel} 还有 ${more} 个发布，查看全部`} onClick={() => onShowDay?.(day)}>
                        {t`+${more} 更多`}
                      </chakra.button>
                    )}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
