import { apiErrorMessage } from "@cdp/api-client";
import type { CalendarEvent } from "@cdp/contracts";
import { formatDateTime } from "@cdp/ui/publish-timing";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRescheduleItem } from "../api/reschedule-item.ts";
import type { PendingMoves } from "../utils/calendar-range.ts";

/**
 * Moving targets, optimistically: a move shows at its new time at once (`pending`) and stays there
 * when the server accepts it; when the server refuses, the target goes back and its reason is shown.
 */
export function useCalendarMoves(timeZone: string) {
  const { t } = useLingui();
  const reschedule = useRescheduleItem();
  const [pending, setPending] = useState<PendingMoves>(new Map());

  const move = async (event: CalendarEvent, at: string) => {
    setPending((moves) => new Map(moves).set(event.itemId, at));
    const title = event.title;
    const when = formatDateTime(at, timeZone, false);
    try {
      await reschedule.mutateAsync({ itemId: event.itemId, input: { scheduledAt: at, timeZone } });
      toaster.create({ type: "success", title: t`已改期：${title}`, description: t`新的发布时间 ${when}` });
    } catch (error) {
      toaster.create({ type: "error", title: t`无法改到 ${when}`, description: apiErrorMessage(error, t`请稍后重试`) });
    } finally {
      setPending((moves) => {
        const next = new Map(moves);
        next.delete(event.itemId);
        return next;
      });
    }
  };

  return { pending, move };
}
