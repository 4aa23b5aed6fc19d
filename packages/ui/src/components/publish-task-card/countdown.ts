import type { PublishTaskCounts } from "./types";

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

/** The share of items done (succeeded, failed or to verify: the engine is finished with them), 0–100. */
export function donePercent(counts: PublishTaskCounts): number {
  const done = counts.succeeded + counts.failed + (counts.unverified ?? 0);
  const total = counts.distributing + done;
  return total === 0 ? 0 : Math.round((done / total) * 100);
}
