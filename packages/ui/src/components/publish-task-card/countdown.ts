/** The time left as h:mm:ss or mm:ss; null once it has passed. */
export function formatCountdown(ms: number): string | null {
  if (ms <= 0) return null;
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The share of items done (succeeded or failed), 0–100. */
export function donePercent(counts: { distributing: number; succeeded: number; failed: number }): number {
  const total = counts.distributing + counts.succeeded + counts.failed;
  return total === 0 ? 0 : Math.round(((counts.succeeded + counts.failed) / total) * 100);
}
