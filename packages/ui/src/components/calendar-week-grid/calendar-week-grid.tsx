import { Box, chakra, Skeleton, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Lightbulb } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import type { CalendarBucket, CalendarEvent, CalendarSuggestedSlot } from "../calendar-event-chip/calendar-event";
import { CalendarEventChip } from "../calendar-event-chip/calendar-event-chip";
import { useCountsText } from "../calendar-event-chip/use-calendar-labels";
import { addDays, hourKey, isoWeekday, movedTime, weekDays, type CalendarDay, type CalendarHour } from "../calendar-month-grid/calendar-dates";
import { useCalendarDrag } from "../calendar-month-grid/use-calendar-drag";
import { useDayFormat } from "../calendar-month-grid/use-day-format";
import { useRovingCell } from "../calendar-month-grid/use-roving-cell";

/** Chips an hour cell shows before "+N 更多". */
export const WEEK_CELL_EVENTS = 3;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export type CalendarWeekGridProps<E extends CalendarEvent = CalendarEvent> = Omit<HTMLChakraProps<"div">, "children"> & {
  /** The week's first day, `yyyy-MM-dd`. */
  weekStart: CalendarDay;
  /** The operator's zone: hours are read in it. */
  timeZone: string;
  /** Today in that zone: its column is marked. */
  today: CalendarDay;
  /**
   * The hour it is now (0–23) in that zone: earlier hours of today, like earlier days, take no drop.
   * @default 0
   */
  currentHour?: number;
  /** Each hour's counts and first events, by `yyyy-MM-ddTHH`; a missing hour has none. */
  buckets: Record<CalendarHour, CalendarBucket<E>>;
  /**
   * Skeletons while the week loads.
   * @default false
   */
  loading?: boolean;
  /** Hours of the week suggested for posting (best time to post): their cells are tinted and say 建议. */
  suggestedSlots?: readonly CalendarSuggestedSlot[];
  /**
   * The hour scrolled into view first (when nothing earlier has posts).
   * @default 8
   */
  firstVisibleHour?: number;
  onOpenEvent?: (event: E) => void;
  /** "+N 更多", or Enter on an hour with posts: show the day's full list (the hour is given too). */
  onShowDay?: (day: CalendarDay, hour: number) => void;
  /** A movable event was dropped on another hour: its new time (the same minutes in that hour). */
  onMove?: (event: E, at: string) => void;
  /** The keyboard left the week (arrow keys past its days): the page shows the week of `day`. */
  onNavigateDay?: (day: CalendarDay) => void;
};

/** A week of publish targets by hour, with suggested hours tinted; keyboard-navigable, events draggable between hours. */
export function CalendarWeekGrid<E extends CalendarEvent>(props: CalendarWeekGridProps<E>) {
  const { weekStart, timeZone, today, currentHour = 0, buckets, loading = false, suggestedSlots, firstVisibleHour = 8, onOpenEvent, onShowDay, onMove, onNavigateDay, ...rest } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("calendarWeekGrid")({});
  const dayFormat = useDayFormat();
  const countsText = useCountsText();
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const keys = useMemo(() => days.flatMap((day) => HOURS.map((hour) => hourKey(day, hour))), [days]);
  const nowKey = hourKey(today, currentHour);
  const firstBusyHour = Math.min(...Object.keys(buckets).filter((key) => days.includes(key.slice(0, 10))).map((key) => Number(key.slice(11, 13))), firstVisibleHour);
  const fallback = hourKey(days.includes(today) ? today : weekStart, firstBusyHour);
  const scroller = useRef<HTMLDivElement>(null);
  const rowRefs = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    const box = scroller.current;
    const row = rowRefs.current.get(firstBusyHour);
    const header = box?.querySelector<HTMLElement>("[data-header]");
    if (box && row) box.scrollTop += row.getBoundingClientRect().top - box.getBoundingClientRect().top - (header?.offsetHeight ?? 0);
    // Only when the week changes: a refetch must not jump the operator's scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [weekStart]);

  const roving = useRovingCell({
    keys,
    fallback,
    step: (key, keyName) => {
      const day = key.slice(0, 10);
      const hour = Number(key.slice(11, 13));
      if (keyName === "ArrowLeft") return hourKey(addDays(day, -1), hour);
      if (keyName === "ArrowRight") return hourKey(addDays(day, 1), hour);
      if (keyName === "ArrowUp") return hour > 0 ? hourKey(day, hour - 1) : null;
      if (keyName === "ArrowDown") return hour < 23 ? hourKey(day, hour + 1) : null;
      if (keyName === "Home") return hourKey(weekStart, hour);
      if (keyName === "End") return hourKey(addDays(weekStart, 6), hour);
      return null;
    },
    onActivate: (key) => (buckets[key]?.total ?? 0) > 0 && onShowDay?.(key.slice(0, 10), Number(key.slice(11, 13))),
    onOutside: (key) => onNavigateDay?.(key.slice(0, 10)),
  });

  const drag = useCalendarDrag<E>({
    accepts: (key) => onMove !== undefined && key >= nowKey,
    onDrop: (event, key) => {
      const at = movedTime(event.at, timeZone, key.slice(0, 10), Number(key.slice(11, 13)));
      if (at) onMove?.(event, at);
    },
  });

  const suggested = new Set((suggestedSlots ?? []).map((slot) => `${slot.weekday}-${slot.hour}`));

  return (
    <Box css={styles.root} {...rest}>
      <Box ref={scroller} css={styles.scroller}>
        <Box role="grid" aria-label={`${dayFormat.short(days[0]!)} – ${dayFormat.short(days[6]!)}`} aria-busy={loading || undefined}>
          <Box role="row" css={styles.row} data-header="">
            <Box role="columnheader" css={styles.corner}>
              {t`时间`}
            </Box>
            {days.map((day) => (
              <Box key={day} role="columnheader" css={styles.dayHeader} data-today={day === today ? "" : undefined}>
                <chakra.span srOnly>{dayFormat.long(day)}</chakra.span>
                <chakra.span css={styles.dayName} aria-hidden="true">
                  {dayFormat.weekday(day)}
                </chakra.span>
                <chakra.span css={styles.dayNumber} aria-hidden="true">
                  {Number(day.slice(8))}
                </chakra.span>
              </Box>
            ))}
          </Box>
          {HOURS.map((hour) => (
            <Box
              key={hour}
              role="row"
              css={styles.row}
              ref={(element: HTMLDivElement | null) => {
                if (element) rowRefs.current.set(hour, element);
              }}
            >
              <Box role="rowheader" css={styles.hour}>
                {hourText(hour)}
              </Box>
              {days.map((day) => {
                const key = hourKey(day, hour);
                const bucket = buckets[key];
                const total = bucket?.total ?? 0;
                const shown = (bucket?.events ?? []).slice(0, WEEK_CELL_EVENTS);
                const more = total - shown.length;
                const isActive = key === roving.active;
                const past = key < nowKey;
                const isSuggested = !past && suggested.has(`${isoWeekday(day)}-${hour}`);
                const time = hourText(hour);
                const name = [`${dayFormat.long(day)} ${time}`, loading ? t`加载中` : countsText(total, bucket?.counts), isSuggested ? t`建议发布时间` : null]
                  .filter(Boolean)
                  .join(t({ message: "，", context: "list separator" }));
                const dayLabel = dayFormat.short(day);
                return (
                  <Box
                    key={key}
                    role="gridcell"
                    aria-label={name}
                    aria-selected={isActive}
                    data-hour={key}
                    data-past={past ? "" : undefined}
                    data-suggested={isSuggested ? "" : undefined}
                    css={styles.cell}
                    {...roving.cellProps(key)}
                    {...drag.cellProps(key)}
                  >
                    {isSuggested && (
                      <chakra.span css={styles.suggestion} aria-hidden="true">
                        <Lightbulb width="1em" height="1em" />
                        {t`建议`}
                      </chakra.span>
                    )}
                    {loading ? (
                      hour === firstVisibleHour && <Skeleton height="4" />
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
                          <chakra.button
                            type="button"
                            css={styles.more}
                            tabIndex={isActive ? 0 : -1}
                            aria-label={t`${dayLabel} ${time} 还有 ${more} 个发布，查看全部`}
                            onClick={() => onShowDay?.(day, hour)}
                          >
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
      </Box>
    </Box>
  );
}
