const formats = new Map<string, Intl.DateTimeFormat>();

/** When a draft was saved, as the operator reads it: `11-27 22:31` (today: only `22:31`). */
export function draftTime(iso: string | Date, locale: string, now = new Date()): string {
  const at = typeof iso === "string" ? new Date(iso) : iso;
  const sameDay = at.toDateString() === now.toDateString();
  const key = `${locale}|${sameDay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, sameDay ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : { month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formats.set(key, format);
  }
  return format.format(at);
}
