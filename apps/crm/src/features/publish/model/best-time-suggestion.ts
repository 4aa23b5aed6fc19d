import type { AccountBestTimes, BestTimeSlot } from "@cdp/contracts";
import { fromWallTime, toWallTime } from "@cdp/ui/publish-timing";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next start of a weekly hour (ISO weekday, hour in `timeZone`) strictly after `now`. */
export function nextSlotStart(now: Date, slot: Pick<BestTimeSlot, "weekday" | "hour">, timeZone: string): Date | null {
  const today = toWallTime(now, timeZone).slice(0, 10);
  const todayUtc = Date.parse(`${today}T00:00:00Z`);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = new Date(todayUtc + ahead * DAY_MS);
    const isoWeekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    if (isoWeekday !== slot.weekday) continue;
    const start = fromWallTime(`${day.toISOString().slice(0, 10)}T${String(slot.hour).padStart(2, "0")}:00`, timeZone);
    if (start && start.getTime() > now.getTime()) return start;
  }
  return null;
}

export type EarliestSuggestion = { at: Date; accountId: number; medianViews: number; posts: number };

/**
 * The earliest upcoming suggested hour among the accounts' ready answers (a task has one start:
 * the chosen accounts follow it at the interval). Ties go to the hour with the better median.
 * Null when no account has a ready answer.
 */
export function earliestSuggestion(answers: AccountBestTimes[], now: Date, timeZone: string): EarliestSuggestion | null {
  let best: EarliestSuggestion | null = null;
  for (const answer of answers) {
    if (answer.status !== "ready") continue;
    for (const slot of answer.slots) {
      const at = nextSlotStart(now, slot, timeZone);
      if (!at) continue;
      const earlier = best === null || at.getTime() < best.at.getTime() || (at.getTime() === best.at.getTime() && slot.medianViews > best.medianViews);
      if (earlier) best = { at, accountId: answer.accountId, medianViews: slot.medianViews, posts: slot.posts };
    }
  }
  return best;
}
