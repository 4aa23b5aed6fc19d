/** Calendar days as `YYYY-MM-DD` strings (UTC). */
const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` after (or before, when negative) the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${monthOf(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return dayOf(date);
}

/** Every month start from `from`'s month to `to`'s month, inclusive. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
