import type { systemHealthMessagesZh } from "./system-health.ts";

/** English of `systemHealthMessagesZh` (loaded only where English is needed: see `messages-en.ts`). */
export const systemHealthMessagesEn: Record<keyof typeof systemHealthMessagesZh, string> = {
  "systemHealth.item.notStuck": "This item is no longer stuck (it is being worked on or has finished); nothing to retry",
  "systemHealth.item.retried": "Queued again; a worker will carry it on",
};
