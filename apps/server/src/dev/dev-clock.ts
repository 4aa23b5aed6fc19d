import type { Clock } from "../clock.ts";

/**
 * Outside production the app's clock can run ahead of the real one by an offset, set through the
 * loopback-only `/dev/clock`, so a browser journey reaches the end of a billing cycle without waiting.
 */
export function createDevClock(base: Clock) {
  let offsetMs = 0;
  return {
    clock: (() => new Date(base().getTime() + offsetMs)) as Clock,
    offsetMs: () => offsetMs,
    setOffset(ms: number): void {
      offsetMs = ms;
    },
  };
}

export type DevClock = ReturnType<typeof createDevClock>;
