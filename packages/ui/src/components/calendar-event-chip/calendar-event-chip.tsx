import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleHelp, CircleX, Clock, LoaderCircle, type LucideIcon } from "lucide-react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { PLATFORM_NAMES } from "../platform-tag";
import { timeIn } from "../calendar-month-grid/calendar-dates";
import type { CalendarEvent, CalendarEventState } from "./calendar-event";
import { useCalendarStateLabels } from "./use-calendar-labels";

export const CALENDAR_STATE_ICONS: Record<CalendarEventState, LucideIcon> = {
  waiting: Clock,
  distributing: LoaderCircle,
  succeeded: CircleCheck,
  failed: CircleX,
  unverified: CircleHelp,
};

export type CalendarEventChipProps = Omit<HTMLChakraProps<"button">, "children" | "onClick"> & {
  event: CalendarEvent;
  /** The zone the time is shown in (the operator's). */
  timeZone: string;
  /**
   * `compact` in a grid cell (time and title); `full` in a list (account on its own line).
   * @default "compact"
   */
  size?: "compact" | "full";
  /** Opens the event (its target and task). */
  onOpen?: (event: CalendarEvent) => void;
  /**
   * The chip can be dragged to another time when the event is movable.
   * @default false
   */
  allowDrag?: boolean;
  /** Marks the chip while it is being dragged. */
  dragging?: boolean;
};

/** One target on the calendar: its time, account and title, coloured and iconed by its state. A button that opens it. */
export function CalendarEventChip(props: CalendarEventChipProps) {
  const { event, timeZone, size, onOpen, allowDrag = false, dragging = false, ...rest } = props;
  const { t } = useLingui();
  const labels = useCalendarStateLabels();
  const styles = useThemeSlotRecipe("calendarEventChip")({ state: event.state, size });
  const StateIcon = CALENDAR_STATE_ICONS[event.state];
  const time = timeIn(event.at, timeZone);
  const state = labels[event.state];
  const platform = PLATFORM_NAMES[event.platform];
  const movable = allowDrag && event.movable;
  const accountName = event.accountName;
  const title = event.title;
  const name = t`${time} ${accountName}（${platform}）${title}，${state}`;
  return (
    <chakra.button
      type="button"
      css={styles.root}
      aria-label={name}
      title={`${time} ${event.accountName} · ${event.title} · ${state}`}
      aria-description={movable ? t`可拖到其他时间` : undefined}
      draggable={movable || undefined}
      data-dragging={dragging || undefined}
      data-state={event.state}
      onClick={() => onOpen?.(event)}
      {...rest}
    >
      <chakra.span css={styles.icon}>
        <StateIcon aria-hidden="true" width="100%" height="100%" />
      </chakra.span>
      <chakra.span css={styles.time}>{time}</chakra.span>
      <chakra.span css={styles.text}>
        <chakra.span css={styles.title}>{event.title}</chakra.span>
        <chakra.span css={styles.account}>
          {event.accountName} · {platform}
        </chakra.span>
      </chakra.span>
    </chakra.button>
  );
}
