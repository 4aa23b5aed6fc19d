import { PLATFORMS, type CalendarView } from "@cdp/contracts";
import { dayIn, type CalendarDay } from "@cdp/ui/calendar-month-grid";
import { useSearchParams } from "react-router-dom";
import type { CalendarFilters } from "../api/calendar-summary.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (text: string | null) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The calendar's view, day and filters, kept in the URL so a reload or a shared link shows the same calendar. */
export function useCalendarQuery(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get("view") === "week" ? "week" : "month";
  const dayText = params.get("day");
  const today = dayIn(new Date(), timeZone);
  const anchor: CalendarDay = dayText && DAY.test(dayText) && !Number.isNaN(Date.parse(dayText)) ? dayText : today;
  const filters: CalendarFilters = {
    platform: PLATFORMS.find((platform) => platform === params.get("platform")),
    groupId: positive(params.get("groupId")),
    accountId: positive(params.get("accountId")),
  };

  const write = (next: { view: CalendarView; anchor: CalendarDay; filters: CalendarFilters }) => {
    const entries: [string, string | number | undefined][] = [
      ["view", next.view === "week" ? "week" : undefined],
      ["day", next.anchor !== today ? next.anchor : undefined],
      ["platform", next.filters.platform],
      ["groupId", next.filters.groupId],
      ["accountId", next.filters.accountId],
    ];
    setParams(new URLSearchParams(entries.filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([key, value]) => [key, String(value)])));
  };

  return {
    view,
    anchor,
    today,
    filters,
    setView: (nextView: CalendarView) => write({ view: nextView, anchor, filters }),
    setAnchor: (nextAnchor: CalendarDay) => write({ view, anchor: nextAnchor, filters }),
    setFilters: (nextFilters: CalendarFilters) => write({ view, anchor, filters: nextFilters }),
  };
}
