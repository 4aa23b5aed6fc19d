import type { CalendarSummary, CalendarView, Platform } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const CALENDAR_KEY = ["crm", "calendar"] as const;

/** The filters both calendar lists take. */
export type CalendarFilters = { platform?: Platform; groupId?: number; accountId?: number };
export type CalendarSummaryQuery = CalendarFilters & { from: string; to: string; timeZone: string; view: CalendarView };

/** GET /api/v1/publish/calendar/summary: the grid's buckets (day or hour) with counts and first events. */
export function getCalendarSummary(query: CalendarSummaryQuery): Promise<CalendarSummary> {
  return crmApi.request({ method: "GET", url: "/api/v1/publish/calendar/summary", params: query });
}

/** Read again every 15 s: targets go 分发中 → 成功 while the calendar is open. */
export const calendarSummaryQueryOptions = (query: CalendarSummaryQuery) =>
  queryOptions({ queryKey: [...CALENDAR_KEY, "summary", query], queryFn: () => getCalendarSummary(query), placeholderData: keepPreviousData, refetchInterval: 15_000 });

export function useCalendarSummary(query: CalendarSummaryQuery) {
  return useQuery(calendarSummaryQueryOptions(query));
}
