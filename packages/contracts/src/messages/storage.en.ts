import type { storageMessagesZh } from "./storage.ts";

/** English of `storageMessagesZh` (loaded only where English is needed: see `messages-en.ts`). */
export const storageMessagesEn: Record<keyof typeof storageMessagesZh, string> = {
  "storage.complete.notYourFolder": "You can only register files uploaded to your own folder.",
  "storage.complete.notUploaded": "The uploaded file was not found. Please upload it again.",
  "storage.complete.tooLarge": "The file is larger than your plan allows, so it was deleted.",
  "storage.complete.typeMismatch": "The file content does not match its type, so it was deleted.",
  "storage.complete.commaInName": "The file name must not contain a comma.",
  "media.delete.inUse": "This file cannot be deleted: posts waiting or being distributed use it ({count}).",
};
