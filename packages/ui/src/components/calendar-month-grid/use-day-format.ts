import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { CalendarDay } from "./calendar-dates";

const noon = (day: CalendarDay) => new Date(`${day}T12:00:00Z`);

/** Day names in the interface's language: "11月28日星期六", "周六", "2026年11月". */
export function useDayFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale.startsWith("zh") ? "zh-CN" : "en-US";
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => {
      const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
      return (day: CalendarDay) => formatter.format(noon(day));
    };
    return {
      locale,
      /** 11月28日星期六 / Saturday, November 28 */
      long: format({ month: "long", day: "numeric", weekday: "long" }),
      /** 11月28日 周六 / Sat, Nov 28 */
      medium: format({ month: "short", day: "numeric", weekday: "short" }),
      /** 周六 / Sat */
      weekday: format({ weekday: "short" }),
      /** 2026年11月 / November 2026 */
      month: (month: string) => format({ year: "numeric", month: "long" })(`${month}-01`),
      /** 11月28日 / Nov 28 */
      short: format({ month: "short", day: "numeric" }),
    };
  }, [locale]);
}
