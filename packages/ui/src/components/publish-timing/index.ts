export { PublishTimingFields, type PublishTimingProps } from "./publish-timing";
export {
  DEFAULT_TIMING,
  intervalSecondsOf,
  plannedTimes,
  scheduleSummary,
  startInstant,
  TIMING_LIMITS,
  timingProblems,
  type PublishTiming,
  type TimingProblem,
} from "./schedule";
export { formatDateTime, fromWallTime, localTimeZone, toWallTime, utcOffsetLabel } from "./zoned-time";
export { useDurationText } from "./use-duration-text";
export type { StartSuggestion } from "./suggested-start";
