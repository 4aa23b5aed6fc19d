import { Box, Button, chakra, Heading, Skeleton, Stack, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import type { CalendarEvent } from "../calendar-event-chip/calendar-event";
import { CalendarEventChip } from "../calendar-event-chip/calendar-event-chip";
import type { CalendarDay } from "../calendar-month-grid/calendar-dates";
import { useDayFormat } from "../calendar-month-grid/use-day-format";

/** A day of the agenda: its events (maybe only the first few) and how many it has. */
export type CalendarAgendaDay<E extends CalendarEvent = CalendarEvent> = { day: CalendarDay; total: number; events: E[] };

export type CalendarAgendaProps<E extends CalendarEvent = CalendarEvent> = Omit<HTMLChakraProps<"div">, "children"> & {
  /** The days with posts, in order; days without are left out. */
  days: readonly CalendarAgendaDay<E>[];
  /** The operator's zone: times are shown in it. */
  timeZone: string;
  /** Today in that zone: its heading says so. */
  today: CalendarDay;
  /**
   * Skeletons while the range loads.
   * @default false
   */
  loading?: boolean;
  /**
   * The heading level of each day.
   * @default 2
   */
  headingLevel?: 2 | 3;
  onOpenEvent?: (event: E) => void;
  /** 查看全部: a day has more than it shows. */
  onShowDay?: (day: CalendarDay) => void;
};

/** The calendar as a list grouped by day, for phones: each day's heading and count, its events, and 查看全部 when it has more. */
export function CalendarAgenda<E extends CalendarEvent>(props: CalendarAgendaProps<E>) {
  const { days, timeZone, today, loading = false, headingLevel = 2, onOpenEvent, onShowDay, ...rest } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("calendarAgenda")({});
  const dayFormat = useDayFormat();

  if (loading) {
    return (
      <Box display="flex" flexDirection="column" gap="4" aria-busy="true" {...rest}>
        {[0, 1, 2].map((index) => (
          <Stack key={index} gap="2">
            <Skeleton height="5" width="40%" />
            <Skeleton height="10" />
            <Skeleton height="10" />
          </Stack>
        ))}
      </Box>
    );
  }

  return (
    <Box as="ul" css={styles.root} {...rest}>
      {days.map(({ day, total, events }) => {
        const headingId = `agenda-${day}`;
        const title = day === today ? `${dayFormat.medium(day)} · ${t`今天`}` : dayFormat.medium(day);
        const more = total - events.length;
        return (
          <Box as="li" key={day} css={styles.day} aria-labelledby={headingId}>
            <Box css={styles.dayHead} data-today={day === today ? "" : undefined}>
              <Heading as={`h${headingLevel}`} id={headingId} css={styles.dayTitle}>
                {title}
              </Heading>
              <chakra.span css={styles.dayCount}>{t`${total} 个发布`}</chakra.span>
            </Box>
            <chakra.ul css={styles.list}>
              {events.map((event) => (
                <li key={event.id}>
                  <CalendarEventChip event={event} timeZone={timeZone} size="full" onOpen={() => onOpenEvent?.(event)} />
                </li>
              ))}
            </chakra.ul>
            {more > 0 && (
              <Button css={styles.more} size="xs" variant="ghost" colorPalette="brand" onClick={() => onShowDay?.(day)}>
                {t`查看全部 ${total} 个`}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
