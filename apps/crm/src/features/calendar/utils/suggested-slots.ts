import type { BestTimes } from "@cdp/contracts";

export type SuggestedSlot = { weekday: number; hour: number };

/**
 * The hours to suggest for the filtered accounts: every ready account's best hours, those most
 * accounts share first (then the better median), at most `limit`.
 */
export function suggestedSlots(bestTimes: BestTimes | undefined, limit = 5): SuggestedSlot[] {
  const byHour = new Map<string, { slot: SuggestedSlot; accounts: number; views: number }>();
  for (const account of bestTimes?.list ?? []) {
    if (account.status !== "ready") continue;
    for (const slot of account.slots) {
      const key = `${slot.weekday}-${slot.hour}`;
      const entry = byHour.get(key) ?? { slot: { weekday: slot.weekday, hour: slot.hour }, accounts: 0, views: 0 };
      entry.accounts += 1;
      entry.views = Math.max(entry.views, slot.medianViews);
      byHour.set(key, entry);
    }
  }
  return [...byHour.values()]
    .sort((a, b) => b.accounts - a.accounts || b.views - a.views || a.slot.weekday - b.slot.weekday || a.slot.hour - b.slot.hour)
    .slice(0, limit)
    .map((entry) => entry.slot);
}
