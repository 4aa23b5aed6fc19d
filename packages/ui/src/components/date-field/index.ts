export { DateField, dayText, parseTypedDay, toCalendarDay, type DateFieldProps } from "./date-field";
