import { rescheduleItemRequestSchema, type CalendarEvent, type RescheduleItemRequest } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { CALENDAR_KEY } from "./calendar-summary.ts";

export const rescheduleInputSchema = rescheduleItemRequestSchema;

/** PATCH /api/v1/publish/items/:itemId/schedule: a waiting target's new time, re-checked by the server (interval, quotas, preflight). */
export function rescheduleItem({ itemId, input }: { itemId: number; input: RescheduleItemRequest }): Promise<CalendarEvent> {
  return crmApi.request({ method: "PATCH", url: `/api/v1/publish/items/${itemId}/schedule`, data: rescheduleInputSchema.parse(input) });
}

/** The calendar and 发布记录 both show the new time. */
export function useRescheduleItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleItem,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }), queryClient.invalidateQueries({ queryKey: ["crm", "publish-tasks"] })]),
  });
}
