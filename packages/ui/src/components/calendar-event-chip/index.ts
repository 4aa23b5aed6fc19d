export { CalendarEventChip, CALENDAR_STATE_ICONS, type CalendarEventChipProps } from "./calendar-event-chip";
export { CalendarStateBadge, calendarStatePalette, type CalendarStateBadgeProps } from "./calendar-state-badge";
export {
  CALENDAR_EVENT_STATES,
  type CalendarBucket,
  type CalendarCounts,
  type CalendarEvent,
  type CalendarEventState,
  type CalendarSuggestedSlot,
} from "./calendar-event";
export { useCalendarStateLabels, useCountsText } from "./use-calendar-labels";
