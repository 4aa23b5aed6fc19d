import { fromWallTime, toWallTime } from "../publish-timing/zoned-time";

/** A calendar day, `yyyy-MM-dd`. */
export type CalendarDay = string;
/** The first day of the week: 1 Monday (Chinese calendars), 0 Sunday. */
export type WeekStart = 0 | 1;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, "0");

function dayParts(day: CalendarDay): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const fromUtc = (date: Date): CalendarDay => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day `amount` days after (or before) `day`. */
export function addDays(day: CalendarDay, amount: number): CalendarDay {
  const [year, month, date] = dayParts(day);
  return fromUtc(new Date(Date.UTC(year, month - 1, date + amount)));
}

/** ISO weekday of a day: Monday 1 … Sunday 7. */
export function isoWeekday(day: CalendarDay): number {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

/** The first day of the week that holds `day`. */
export function startOfWeek(day: CalendarDay, weekStartsOn: WeekStart = 1): CalendarDay {
  const weekday = isoWeekday(day) % 7; // Sunday 0 … Saturday 6
  return addDays(day, -((weekday - weekStartsOn + 7) % 7));
}

/** The seven days of the week starting on `weekStart`. */
export function weekDays(weekStart: CalendarDay): CalendarDay[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** `yyyy-MM` of a day. */
export const monthOf = (day: CalendarDay) => day.slice(0, 7);

/** The month `amount` months after (or before) `month` (`yyyy-MM`). */
export function addMonths(month: string, amount: number): string {
  const [year, monthNumber] = dayParts(`${month}-01`);
  return fromUtc(new Date(Date.UTC(year, monthNumber - 1 + amount, 1))).slice(0, 7);
}

/** The days a month view shows: whole weeks from the week of the 1st to the week of the last day. */
export function monthGridDays(month: string, weekStartsOn: WeekStart = 1): CalendarDay[] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const start = startOfWeek(first, weekStartsOn);
  const end = addDays(startOfWeek(last, weekStartsOn), 6);
  const days: CalendarDay[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The day an instant falls on in the zone. */
export function dayIn(at: Date | string, timeZone: string): CalendarDay {
  return toWallTime(typeof at === "string" ? new Date(at) : at, timeZone).slice(0, 10);
}

/** The hour (0–23) an instant falls in, in the zone. */
export function hourIn(at: Date | string, timeZone: string): number {
  return Number(toWallTime(typeof at === "string" ? new Date(at) : at, timeZone).slice(11, 13));
}

/** `HH:mm` of an instant in the zone. */
export function timeIn(at: Date | string, timeZone: string): string {
  return toWallTime(typeof at === "string" ? new Date(at) : at, timeZone).slice(11, 16);
}

/** The instant a day starts in the zone. */
export function dayStart(day: CalendarDay, timeZone: string): Date {
  const start = fromWallTime(`${day}T00:00`, timeZone);
  if (!start) throw new RangeError(`not a day: ${day}`);
  return start;
}

/**
 * Where an event lands when dropped on another day (and, in the week view, another hour): the same
 * wall-clock minutes in the zone, so 09:30 on Tuesday dropped on Friday is 09:30 on Friday.
 * `null` when the time would not change.
 */
export function movedTime(at: string, timeZone: string, day: CalendarDay, hour?: number): string | null {
  const wall = toWallTime(new Date(at), timeZone);
  const nextHour = hour === undefined ? wall.slice(11, 13) : pad(hour);
  const next = fromWallTime(`${day}T${nextHour}:${wall.slice(14, 16)}`, timeZone);
  if (!next) return null;
  // Keep the seconds the event had, so only the day or hour changes.
  const seconds = new Date(at).getTime() % 60_000;
  const moved = new Date(next.getTime() + (seconds < 0 ? seconds + 60_000 : seconds));
  return moved.getTime() === new Date(at).getTime() ? null : moved.toISOString();
}

/** An hour of a day, `yyyy-MM-ddTHH`: the week view's cells. */
export type CalendarHour = string;

/** The hour an instant falls in, in the zone, as `yyyy-MM-ddTHH`. */
export function hourKeyIn(at: Date | string, timeZone: string): CalendarHour {
  return toWallTime(typeof at === "string" ? new Date(at) : at, timeZone).slice(0, 13);
}

/** `yyyy-MM-ddTHH` of a day and an hour. */
export const hourKey = (day: CalendarDay, hour: number): CalendarHour => `${day}T${pad(hour)}`;
