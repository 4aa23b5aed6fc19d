import type { CalendarEventPage } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { CALENDAR_KEY, type CalendarFilters } from "./calendar-summary.ts";

export type CalendarEventsQuery = CalendarFilters & { from: string; to: string; timeZone: string; page: number; pageSize: number };

/** GET /api/v1/publish/calendar/events: a range's targets in time order, paged (a day's full list). */
export function getCalendarEvents(query: CalendarEventsQuery): Promise<CalendarEventPage> {
  return crmApi.request({ method: "GET", url: "/api/v1/publish/calendar/events", params: query });
}

export const calendarEventsQueryOptions = (query: CalendarEventsQuery) =>
  queryOptions({ queryKey: [...CALENDAR_KEY, "events", query], queryFn: () => getCalendarEvents(query), placeholderData: keepPreviousData });

/** Loads only while `enabled` (the day's list is open). */
export function useCalendarEvents(query: CalendarEventsQuery, enabled: boolean) {
  return useQuery({ ...calendarEventsQueryOptions(query), enabled });
}
