/**
 * Sliding-window rate limits kept before calling a platform (TikTok's calls per token per minute,
 * A.0.2): a call is taken only when fewer than `limit` calls of its key were taken in the
 * `windowMs` before it, the way the platform counts. The product keeps them in the database so
 * every worker shares them (call-windows.data.ts); a process that is the embedded database's only
 * user keeps them in memory.
 */
export type CallWindows = {
  /** Takes a call of `key` at `at` (epoch ms): 0 when taken, else the ms until the oldest call in the window leaves it. */
  take(input: { key: string; at: number; windowMs: number; limit: number }): Promise<number>;
};

/** The wait before another call when `times` (oldest first) already holds `limit` calls inside the window, else 0. */
export function waitForRoom(times: readonly number[], at: number, windowMs: number, limit: number): number {
  const inWindow = times.filter((time) => time > at - windowMs);
  if (inWindow.length < limit) return 0;
  return inWindow[inWindow.length - limit]! + windowMs - at;
}

/**
 * Windows in this process, for a process that is the database's only user (the embedded database:
 * no other process can open it), which saves a statement per platform call. A key keeps at most
 * `limit` times. A restart forgets them: the platform's own refusal (retryable) covers that.
 */
export function createMemoryCallWindows(): CallWindows {
  const windows = new Map<string, number[]>();
  return {
    async take({ key, at, windowMs, limit }) {
      const times = (windows.get(key) ?? []).filter((time) => time > at - windowMs);
      const wait = waitForRoom(times, at, windowMs, limit);
      if (wait === 0) times.push(at);
      windows.set(key, times.slice(-limit));
      return wait;
    },
  };
}
