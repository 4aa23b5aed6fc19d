type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Parts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(formatter.formatToParts(date).find((part) => part.type === type)?.value);
  return { year: value("year"), month: value("month"), day: value("day"), hour: value("hour"), minute: value("minute"), second: value("second") };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The browser's time zone, e.g. "Asia/Shanghai". */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's offset from UTC at that moment, in minutes (Shanghai: 480). */
export function timeZoneOffsetMinutes(date: Date, timeZone: string): number {
  const parts = partsIn(date, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** "UTC+08:00" for the zone's offset at that moment. */
export function utcOffsetLabel(date: Date, timeZone: string): string {
  const offset = timeZoneOffsetMinutes(date, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const minutes = Math.abs(offset);
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** yyyy-MM-dd HH:mm:ss in the zone (the spec's date format). */
export function formatDateTime(date: Date | string, timeZone: string, withSeconds = true): string {
  const parts = partsIn(typeof date === "string" ? new Date(date) : date, timeZone);
  const time = `${pad(parts.hour)}:${pad(parts.minute)}${withSeconds ? `:${pad(parts.second)}` : ""}`;
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)} ${time}`;
}

/** The wall time as an `<input type="datetime-local">` value (yyyy-MM-ddTHH:mm) in the zone. */
export function toWallTime(date: Date, timeZone: string): string {
  const parts = partsIn(date, timeZone);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

/**
 * The instant a wall time (yyyy-MM-ddTHH:mm) names in the zone, or null when the text is not one.
 * A wall time skipped by a daylight-saving jump resolves to the instant just after the jump.
 */
export function fromWallTime(wallTime: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  const offsetAt = (ms: number) => timeZoneOffsetMinutes(new Date(ms), timeZone) * 60_000;
  const firstOffset = offsetAt(asUtc);
  const first = asUtc - firstOffset;
  const secondOffset = offsetAt(first);
  if (secondOffset === firstOffset) return new Date(first);
  const second = asUtc - secondOffset;
  // The second guess names the wall time unless it falls in a daylight-saving gap.
  return new Date(offsetAt(second) === secondOffset ? second : Math.max(first, second));
}
