export { CalendarWeekGrid, WEEK_CELL_EVENTS, type CalendarWeekGridProps } from "./calendar-week-grid";
