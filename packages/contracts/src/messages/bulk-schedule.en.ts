import type { bulkScheduleMessagesZh } from "./bulk-schedule.ts";

/** English of `bulkScheduleMessagesZh`. */
export const bulkScheduleMessagesEn: Record<keyof typeof bulkScheduleMessagesZh, string> = {};
