import type { PublishTaskDetail } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** GET /api/v1/publish/tasks/:id: the event's task with its targets (the post's link, the reason of a failure). */
export function getCalendarTask(id: number): Promise<PublishTaskDetail> {
  return crmApi.request({ method: "GET", url: `/api/v1/publish/tasks/${id}` });
}

export const calendarTaskQueryOptions = (id: number) => queryOptions({ queryKey: ["crm", "publish-tasks", "detail", id], queryFn: () => getCalendarTask(id) });

export function useCalendarTask(id: number | null) {
  return useQuery({ ...calendarTaskQueryOptions(id ?? 0), enabled: id !== null });
}
