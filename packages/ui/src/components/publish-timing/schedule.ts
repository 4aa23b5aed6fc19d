import { fromWallTime } from "./zoned-time";

/** When a publish starts and how its accounts are spaced. */
export type PublishTiming = {
  /** The interval between two accounts: whole minutes… */
  intervalMinutes: number;
  /** …plus seconds (0–59). */
  intervalSeconds: number;
  /** Each post may come up to this many seconds later, at random; 0: exactly on time. */
  jitterSeconds: number;
  start: "now" | "scheduled";
  /** The scheduled start as a wall time (yyyy-MM-ddTHH:mm) in the form's time zone. */
  startAt: string;
};

export const DEFAULT_TIMING: PublishTiming = { intervalMinutes: 5, intervalSeconds: 0, jitterSeconds: 0, start: "now", startAt: "" };

export const TIMING_LIMITS = { maxIntervalMinutes: 1440, maxJitterSeconds: 3600 } as const;

export type TimingProblem = "startAtRequired" | "startAtPast";

export function intervalSecondsOf(timing: PublishTiming): number {
  return timing.intervalMinutes * 60 + timing.intervalSeconds;
}

/** The start instant: `now`, or the scheduled wall time in the zone (null when not a valid time). */
export function startInstant(timing: PublishTiming, now: Date, timeZone: string): Date | null {
  return timing.start === "now" ? now : fromWallTime(timing.startAt, timeZone);
}

export function timingProblems(timing: PublishTiming, now: Date, timeZone: string): TimingProblem[] {
  if (timing.start === "now") return [];
  const start = fromWallTime(timing.startAt, timeZone);
  if (start == null) return ["startAtRequired"];
  return start.getTime() < now.getTime() ? ["startAtPast"] : [];
}

/** Each account's planned time, in order: start + index × interval (before any jitter). */
export function plannedTimes(start: Date, intervalSeconds: number, accountCount: number): Date[] {
  return Array.from({ length: accountCount }, (_, index) => new Date(start.getTime() + index * intervalSeconds * 1000));
}

/** The first and last post times, the last with its latest time once jitter is added. */
export function scheduleSummary(timing: PublishTiming, accountCount: number, now: Date, timeZone: string) {
  const start = startInstant(timing, now, timeZone);
  if (start == null || accountCount === 0) return null;
  const times = plannedTimes(start, intervalSecondsOf(timing), accountCount);
  const last = times[times.length - 1]!;
  return { first: times[0]!, last, lastLatest: new Date(last.getTime() + timing.jitterSeconds * 1000), count: accountCount };
}
