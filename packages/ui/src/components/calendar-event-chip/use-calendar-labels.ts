import { useLingui } from "@lingui/react/macro";
import { CALENDAR_EVENT_STATES, type CalendarCounts, type CalendarEventState } from "./calendar-event";

/** The states' names, in the interface's language. */
export function useCalendarStateLabels(): Record<CalendarEventState, string> {
  const { t } = useLingui();
  return {
    waiting: t({ message: "等待发布", context: "calendar state" }),
    distributing: t({ message: "分发中", context: "calendar state" }),
    succeeded: t({ message: "成功", context: "calendar state" }),
    failed: t({ message: "失败", context: "calendar state" }),
    unverified: t({ message: "需核实", context: "calendar state" }),
  };
}

/** "3 个发布：等待发布 1，成功 2" for a cell's accessible name; "没有发布" when empty. */
export function useCountsText(): (total: number, counts?: CalendarCounts) => string {
  const { t } = useLingui();
  const labels = useCalendarStateLabels();
  return (total, counts) => {
    if (total === 0) return t`没有发布`;
    const parts = counts ? CALENDAR_EVENT_STATES.filter((state) => counts[state] > 0).map((state) => `${labels[state]} ${counts[state]}`) : [];
    const separator = t({ message: "，", context: "list separator" });
    const states = parts.join(separator);
    return parts.length > 0 ? t`${total} 个发布：${states}` : t`${total} 个发布`;
  };
}
