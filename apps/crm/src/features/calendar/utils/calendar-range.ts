import type { CalendarBucket, CalendarEvent, CalendarView } from "@cdp/contracts";
import { addDays, addMonths, dayIn, dayStart, hourKeyIn, monthGridDays, monthOf, startOfWeek, type CalendarDay } from "@cdp/ui/calendar-month-grid";

/** What the calendar shows: a month or a week around `anchor` (a day in the operator's zone). */
export type CalendarPeriod = { view: CalendarView; anchor: CalendarDay };

/** The days the period's grid shows: the month's whole weeks, or the week's seven days. */
export function periodDays({ view, anchor }: CalendarPeriod): { first: CalendarDay; last: CalendarDay } {
  if (view === "week") {
    const first = startOfWeek(anchor);
    return { first, last: addDays(first, 6) };
  }
  const days = monthGridDays(monthOf(anchor));
  return { first: days[0]!, last: days.at(-1)! };
}

/** The API's `[from, to)` for the period, as instants in the zone. */
export function periodRange(period: CalendarPeriod, timeZone: string): { from: string; to: string } {
  const { first, last } = periodDays(period);
  return { from: dayStart(first, timeZone).toISOString(), to: dayStart(addDays(last, 1), timeZone).toISOString() };
}

/** The anchor of the previous (-1) or next (+1) period; the month view keeps the first of the month. */
export function shiftPeriod({ view, anchor }: CalendarPeriod, step: -1 | 1): CalendarDay {
  return view === "week" ? addDays(startOfWeek(anchor), step * 7) : `${addMonths(monthOf(anchor), step)}-01`;
}

type Buckets = Record<string, CalendarBucket>;

/** Buckets by the grid's keys: `yyyy-MM-dd` for days (month), `yyyy-MM-ddTHH` for hours (week). */
export function bucketsByKey(buckets: readonly CalendarBucket[], view: CalendarView, timeZone: string): Buckets {
  const keyOf = view === "week" ? hourKeyIn : dayIn;
  return Object.fromEntries(buckets.map((bucket) => [keyOf(bucket.start, timeZone), bucket]));
}

/** Moves waiting for the server's answer: item id → the new time. */
export type PendingMoves = ReadonlyMap<number, string>;

/**
 * The buckets as they will be once the pending moves are saved (the optimistic view): each moved
 * event leaves its bucket (counts and total drop) and joins the bucket of its new time.
 */
export function applyMoves(buckets: Buckets, moves: PendingMoves, keyOf: (at: string) => string): Buckets {
  if (moves.size === 0) return buckets;
  const next: Buckets = {};
  const moved: CalendarEvent[] = [];
  for (const [key, bucket] of Object.entries(buckets)) {
    const leaving = bucket.events.filter((event) => moves.has(event.itemId) && keyOf(moves.get(event.itemId)!) !== key);
    if (leaving.length === 0) {
      next[key] = bucket;
      continue;
    }
    const counts = { ...bucket.counts };
    for (const event of leaving) counts[event.state] -= 1;
    next[key] = { ...bucket, counts, total: bucket.total - leaving.length, events: bucket.events.filter((event) => !leaving.includes(event)) };
    moved.push(...leaving.map((event) => ({ ...event, at: moves.get(event.itemId)!, scheduledAt: moves.get(event.itemId)! })));
  }
  for (const event of moved) {
    const key = keyOf(event.at);
    const bucket = next[key] ?? { start: event.at, counts: { waiting: 0, distributing: 0, succeeded: 0, failed: 0, unverified: 0 }, total: 0, events: [] };
    const events = [...bucket.events, event].sort((a, b) => a.at.localeCompare(b.at) || a.itemId - b.itemId);
    next[key] = { ...bucket, counts: { ...bucket.counts, [event.state]: bucket.counts[event.state] + 1 }, total: bucket.total + 1, events };
  }
  for (const key of Object.keys(next)) if (next[key]!.total === 0) delete next[key];
  return next;
}
