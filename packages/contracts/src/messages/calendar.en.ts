import type { calendarMessagesZh } from "./calendar.ts";

/** English of `calendarMessagesZh`. */
export const calendarMessagesEn: Record<keyof typeof calendarMessagesZh, string> = {};
