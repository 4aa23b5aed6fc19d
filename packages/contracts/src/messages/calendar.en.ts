import type { calendarMessagesZh } from "./calendar.ts";

/** English of `calendarMessagesZh`. */
export const calendarMessagesEn: Record<keyof typeof calendarMessagesZh, string> = {
  "validation.calendar.instant": "Choose a valid time (with its time zone)",
  "validation.calendar.timeZone": "Unknown time zone: use an IANA zone name such as Asia/Shanghai",
  "validation.calendar.view": "Choose the month or the week view",
  "validation.calendar.rangeOrder": "The end must be after the start",
  "validation.calendar.rangeTooLong": "The range is too long: at most 6 weeks for a month view, 8 days for a week view",
  "calendar.move.notFound": "This post does not exist",
  "calendar.move.notWaiting": "This post has started distributing or has finished; its time can no longer change",
  "calendar.move.changed": "This post was just changed or has started distributing; refresh and try again",
  "calendar.move.tooSoon": "The new time must be at least {minutes} minute(s) from now",
  "calendar.move.tooFar": "The new time cannot be more than {days} days ahead",
  "calendar.move.intervalClash": "Less than {minutes} minute(s) (the task's interval) from another post of {name} at {time}",
  "calendar.move.planDayFull": "{date} already has {count} posts scheduled, your plan's limit of {max} a day; pick another day or upgrade your plan",
  "calendar.move.tiktokDayFull": "{name} already has {count} posts scheduled on {date}; TikTok allows at most {max} posts a day per account",
};
