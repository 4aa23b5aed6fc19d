import { isMessageKey, translate, type Locale } from "@cdp/contracts";
import type { ItemRow } from "./publishing.data.ts";

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone (building one costs far more than using it; there are few zones). */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formats.set(timeZone, format);
  }
  return format;
}

/** A time the operator reads, in the task's zone: `2026-11-27 20:03`. */
export function localTime(at: Date, timeZone: string): string {
  const parts = formatIn(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/**
 * Why a target that has not finished is waiting, and until when: the platform's quota, a retry after
 * a transient failure (TikTok's per-minute window among them), another upload of the same account,
 * its scheduled time, or the look for a post whose answer was lost. Null when it is not waiting.
 */
export function waitLabel(row: ItemRow, context: { locale: Locale; timeZone: string; now: Date }): string | null {
  const { locale } = context;
  if (row.status === 1 && row.linkPending) return translate(locale, "publish.linkPending");
  if (row.status !== 0) return null;
  const until = localTime(row.scheduledAt, context.timeZone);
  const later = row.scheduledAt.getTime() > context.now.getTime() + 1000;
  switch (row.phase) {
    case "waiting_quota":
      return translate(locale, "publish.waitingForQuotaUntil", { time: until });
    case "verifying":
      return translate(locale, "publish.verifying");
    case "waiting":
      if (row.errorCode === "account_busy") return translate(locale, "publish.accountBusy");
      if (row.errorKey && later) {
        const reason = translate(locale, isMessageKey(row.errorKey) ? row.errorKey : "error.PLATFORM_ERROR", row.errorParams ?? {});
        return translate(locale, "publish.retryAt", { reason, time: until });
      }
      return later ? translate(locale, "publish.scheduledFor", { time: until }) : null;
    default:
      return null;
  }
}
