export { CalendarAgenda, type CalendarAgendaDay, type CalendarAgendaProps } from "./calendar-agenda";
