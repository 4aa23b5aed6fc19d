import type { calendarMessagesZh } from "./calendar.ts";

/** English of `calendarMessagesZh`. */
export const calendarMessagesEn: Record<keyof typeof calendarMessagesZh, string> = {
  "validation.calendar.instant": "Choose a valid time (with its time zone)",
  "validation.calendar.timeZone": "Unknown time zone: use an IANA zone name such as Asia/Shanghai",
  "validation.calendar.view": "Choose the month or the week view",
  "validation.calendar.rangeOrder": "The end must be after the start",
  "validation.calendar.rangeTooLong": "The range is too long: at most 6 weeks for a month view, 8 days for a week view",
};
