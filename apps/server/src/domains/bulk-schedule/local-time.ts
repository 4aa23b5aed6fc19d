/** A wall-clock time as the sheet gives it. */
type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const ISO_LIKE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?)?$/;
/** SheetJS's text of a real Excel date cell in the default format (`m/d/yy h:mm`). */
const EXCEL_DEFAULT = /^(\d{1,2})\/(\d{1,2})\/(\d{2})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Reads `2026-12-01 09:30` (also `/`, `.`, 年月日, seconds, `T`) or Excel's `12/1/26 9:30`; null when it is neither or not a real date. */
export function parseWallTime(text: string): WallTime | null {
  const value = text.trim();
  let parts: number[] | null = null;
  const iso = ISO_LIKE.exec(value);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3]), Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0)];
  const excel = iso ? null : EXCEL_DEFAULT.exec(value);
  if (excel) parts = [2000 + Number(excel[3]), Number(excel[1]), Number(excel[2]), Number(excel[4] ?? 0), Number(excel[5] ?? 0), Number(excel[6] ?? 0)];
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone is ahead of UTC at this instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const fields = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(new Date(instant));
  const get = (type: string) => Number(fields.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time in `timeZone` names (in a gap of a clock change: the later side). */
export function zonedInstant(time: WallTime, timeZone: string): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

/** `2026-12-01T09:30:00+08:00`: the instant with the zone's offset, as the publish requests take it. */
export function withOffset(instant: Date, timeZone: string): string {
  const offsetMinutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
