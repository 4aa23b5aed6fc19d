/**
 * When the next attempt goes after `failures` failed ones in a row: the schedule's step (the last
 * step repeats until the schedule's length is used up) with ±10 % jitter, so receivers that come back
 * are not hit by every waiting delivery at once. Null: the schedule is used up, the delivery fails.
 */
export function nextRetryDelayMs(failures: number, scheduleMs: readonly number[], random: () => number = Math.random): number | null {
  if (failures < 1 || failures > scheduleMs.length) return null;
  const step = scheduleMs[failures - 1]!;
  return Math.round(step * (0.9 + 0.2 * random()));
}
