import type { BestTimes, CalendarView } from "@cdp/contracts";
import { addDays, startOfWeek, useDayFormat, type CalendarDay } from "@cdp/ui/calendar-month-grid";
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Lightbulb } from "lucide-react";
import type { SuggestedSlot } from "../utils/suggested-slots.ts";

type BestTimeHintProps = { slots: SuggestedSlot[]; bestTimes: BestTimes | undefined; anchor: CalendarDay; view: CalendarView };

/** Best time to post for the filtered accounts, in words: which hours, or why there are none yet. */
export function BestTimeHint({ slots, bestTimes, anchor }: BestTimeHintProps) {
  const { t } = useLingui();
  const dayFormat = useDayFormat();
  if (!bestTimes) return null;
  const monday = startOfWeek(anchor);
  const days = bestTimes.windowDays;
  if (slots.length === 0) {
    const reason = bestTimes.list.find((account) => account.reason)?.reason;
    return (
      <Text textStyle="xs" color="fg.muted">
        {reason ? t`暂无建议发布时间：${reason}` : t`暂无建议发布时间：所选账号还没有足够的已发布作品数据。`}
      </Text>
    );
  }
  const list = [...slots]
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
    .map((slot) => `${dayFormat.weekday(addDays(monday, slot.weekday - 1))} ${String(slot.hour).padStart(2, "0")}:00`)
    .join(t({ message: "、", context: "list separator" }));
  return (
    <Text textStyle="sm" color="brand.fg" display="flex" alignItems="center" gap="1.5">
      <Lightbulb aria-hidden="true" size="1em" style={{ flexShrink: 0 }} />
      {t`建议发布时间（过去 ${days} 天播放量中位数最高的时段）：${list}`}
    </Text>
  );
}
