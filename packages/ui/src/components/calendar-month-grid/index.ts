export { CalendarMonthGrid, MONTH_CELL_EVENTS, type CalendarMonthGridProps } from "./calendar-month-grid";
export {
  addDays,
  addMonths,
  dayIn,
  dayStart,
  hourIn,
  hourKey,
  hourKeyIn,
  isoWeekday,
  monthGridDays,
  monthOf,
  movedTime,
  startOfWeek,
  timeIn,
  weekDays,
  type CalendarDay,
  type CalendarHour,
  type WeekStart,
} from "./calendar-dates";
export { useDayFormat } from "./use-day-format";
