/** A video position as mm:ss.s (tenths), e.g. 3500 ms → "00:03.5"; hours add to the minutes. */
export function formatTimestamp(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}.${tenths % 10}`;
}

/** The metadata duration of a video element in ms, or null while unknown (not loaded, or a live stream). */
export function videoDurationMs(duration: number): number | null {
  return Number.isFinite(duration) && duration > 0 ? Math.floor(duration * 1000) : null;
}
