import type { planMessagesZh, planServerMessagesZh } from "./plans.ts";

/** English of `planMessagesZh` (loaded only where English is needed: see `messages-en.ts`). */
export const planMessagesEn: Record<keyof typeof planMessagesZh | keyof typeof planServerMessagesZh, string> = {
  "validation.plan.name": "Choose a valid plan.",
  "validation.plan.code.required": "Enter a redeem code.",
  "validation.plan.note.tooLong": "The note can be at most 200 characters.",
  "validation.plan.duration": "The duration must be 1 to 3660 days.",
  "validation.plan.count": "The count must be 1 to 100.",
  "plan.code.invalid": "This redeem code is not valid or has already been used.",
  "plan.code.redeemed": "Code redeemed.",
  "plan.request.pending": "You already have an upgrade request waiting for review.",
  "plan.request.sent": "Upgrade request sent. An administrator will review it.",
  "plan.request.notPending": "This request has already been handled.",
  "plan.downgrade.notPaid": "You are on the free plan: there is nothing to downgrade.",
  "plan.downgrade.scheduled": "Your plan becomes the free plan when this cycle ends. Prepaid fees are not refunded.",
  "validation.settings.feature": "Choose valid features.",
  "validation.settings.reclaimAction": "Choose what reclaiming does.",
  "validation.settings.warningDays": "The days after the warning must be 1 to 60.",
};
