import type { CalendarView } from "@cdp/contracts";
import { useDayFormat, type CalendarDay } from "@cdp/ui/calendar-month-grid";
import { Button, ButtonGroup, Heading, HStack, IconButton, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, Globe } from "lucide-react";

type CalendarToolbarProps = {
  view: CalendarView;
  /** The range shown: a month's name, or a week's first and last day. */
  first: CalendarDay;
  last: CalendarDay;
  month: string;
  zoneName: string;
  onView: (view: CalendarView) => void;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
};

/** 今天, previous and next, the range's title, 月/周, and the time zone the calendar is in. */
export function CalendarToolbar({ view, first, last, month, zoneName, onView, onStep, onToday }: CalendarToolbarProps) {
  const { t } = useLingui();
  const dayFormat = useDayFormat();
  const title = view === "month" ? dayFormat.month(month) : `${dayFormat.short(first)} – ${dayFormat.short(last)}`;
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onToday}>
          <Trans>今天</Trans>
        </Button>
        <IconButton size="sm" variant="ghost" aria-label={view === "month" ? t`上个月` : t`上一周`} onClick={() => onStep(-1)}>
          <ChevronLeft />
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label={view === "month" ? t`下个月` : t`下一周`} onClick={() => onStep(1)}>
          <ChevronRight />
        </IconButton>
        <Heading as="h2" textStyle="lg" fontWeight="semibold" aria-live="polite">
          {title}
        </Heading>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Text textStyle="xs" color="fg.muted" display="inline-flex" alignItems="center" gap="1">
          <Globe aria-hidden="true" size="1em" />
          {t`时区：${zoneName}`}
        </Text>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t`视图`}>
          <Button aria-pressed={view === "month"} variant={view === "month" ? "solid" : "outline"} colorPalette={view === "month" ? "brand" : undefined} onClick={() => onView("month")}>
            <Trans>月</Trans>
          </Button>
          <Button aria-pressed={view === "week"} variant={view === "week" ? "solid" : "outline"} colorPalette={view === "week" ? "brand" : undefined} onClick={() => onView("week")}>
            <Trans>周</Trans>
          </Button>
        </ButtonGroup>
      </HStack>
    </HStack>
  );
}
