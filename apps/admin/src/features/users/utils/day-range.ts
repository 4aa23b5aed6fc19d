/** A calendar day as `YYYY-MM-DD` in the browser's time zone. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today);
  start.setDate(start.getDate() - (days - 1));
  return { startDate: isoDay(start), endDate: isoDay(today) };
}
