import { Badge, type BadgeProps } from "@chakra-ui/react";
import type { CalendarEventState } from "./calendar-event";
import { CALENDAR_STATE_ICONS } from "./calendar-event-chip";
import { useCalendarStateLabels } from "./use-calendar-labels";

/** The same colours as the chips' (calendarEventChip recipe). */
const PALETTES: Record<CalendarEventState, string> = { waiting: "gray", distributing: "blue", succeeded: "green", failed: "red", unverified: "orange" };

export type CalendarStateBadgeProps = Omit<BadgeProps, "children"> & { state: CalendarEventState };

/** A target's state as a badge (its name, icon and colour), e.g. in the event's dialog. */
export function CalendarStateBadge({ state, ...rest }: CalendarStateBadgeProps) {
  const labels = useCalendarStateLabels();
  const StateIcon = CALENDAR_STATE_ICONS[state];
  return (
    <Badge colorPalette={PALETTES[state]} variant="subtle" gap="1" {...rest}>
      <StateIcon aria-hidden="true" width="1em" height="1em" />
      {labels[state]}
    </Badge>
  );
}

/** A dot in a state's colour, for legends. */
export const calendarStatePalette = (state: CalendarEventState) => PALETTES[state];
