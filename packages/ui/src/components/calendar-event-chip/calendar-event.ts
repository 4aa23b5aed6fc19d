import type { Platform } from "@cdp/contracts";

/** Where a target stands: not started yet, being sent, or its result. */
export type CalendarEventState = "waiting" | "distributing" | "succeeded" | "failed" | "unverified";

export const CALENDAR_EVENT_STATES: readonly CalendarEventState[] = ["waiting", "distributing", "succeeded", "failed", "unverified"];

/** One publish target on the calendar. */
export type CalendarEvent = {
  id: number;
  title: string;
  accountName: string;
  platform: Platform;
  state: CalendarEventState;
  /** When it happens or happened (ISO): the scheduled time, or the publish time once published. */
  at: string;
  /** It has not started and may be given another time. */
  movable: boolean;
};

/** A target's count per state. */
export type CalendarCounts = Record<CalendarEventState, number>;

/** A day (month view) or an hour (week view): its counts, its total and its first few events. */
export type CalendarBucket<E extends CalendarEvent = CalendarEvent> = {
  counts: CalendarCounts;
  total: number;
  /** The first few events, in time order; `total` may be larger. */
  events: E[];
};

/** An hour of the week suggested for posting (ISO weekday: Monday 1 … Sunday 7). */
export type CalendarSuggestedSlot = { weekday: number; hour: number };
