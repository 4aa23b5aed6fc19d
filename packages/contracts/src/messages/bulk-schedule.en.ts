import type { bulkScheduleMessagesZh } from "./bulk-schedule.ts";

/** English of `bulkScheduleMessagesZh`. */
export const bulkScheduleMessagesEn: Record<keyof typeof bulkScheduleMessagesZh, string> = {
  "bulkSchedule.import.success": "Imported: {tasks} publish tasks created, {targets} targets in all",
  "bulkSchedule.import.failed": "Some data is wrong or missing. Correct it and upload again",
  "bulkSchedule.row.accountOrGroup": "Fill in an account or a group (one of them)",
  "bulkSchedule.row.accountNotFound": "Account not found",
  "bulkSchedule.row.accountAmbiguous": "Several accounts have this name; write the account ID instead",
  "bulkSchedule.row.groupNotFound": "Group not found",
  "bulkSchedule.row.mediaRequired": "Fill in a file name from the media library",
  "bulkSchedule.row.mediaNotFound": "“{name}” is not in the media library",
  "bulkSchedule.row.mediaMixed": "A row is either one video or several images",
  "bulkSchedule.row.mediaType": "“{name}” is neither a video nor an image",
  "bulkSchedule.row.privacy": "Privacy must be one of: everyone, friends, only me (the template's Chinese words work too)",
  "bulkSchedule.row.yesNo": "Fill in yes or no (the template's Chinese words work too)",
  "bulkSchedule.row.tags": "At most 30 tags of at most 50 characters each",
  "bulkSchedule.row.timeRequired": "Fill in the publish time",
  "bulkSchedule.row.timeInvalid": "Wrong publish time; write it like 2026-12-01 09:30",
  "bulkSchedule.row.timePast": "The publish time must be in the future",
  "bulkSchedule.row.timeZone": "Unknown time zone; write a zone name such as Asia/Shanghai",
  "bulkSchedule.row.intervalClash": "This account already has a post scheduled later; the publish time must come after it",
  "bulkSchedule.template.sheet": "How to fill in",
};
