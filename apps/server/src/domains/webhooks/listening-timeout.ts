/**
 * Calls `onTimeout` once `timeoutMs` of time in which this process could listen has passed, or once
 * `wallLimitMs` has passed on the clock, whichever comes first; returns a function that cancels it. A
 * stretch where the event loop was held (the embedded database's synchronous work, a long garbage
 * collection, a starved CPU) counts as two ticks at most: a plain timer would fire on the loop's next
 * turn, before the answer already waiting in the socket is read, and blame the receiver for the
 * process's own pause.
 */
export function startListeningTimeout(limits: { timeoutMs: number; wallLimitMs: number }, onTimeout: () => void, tickMs = 100): () => void {
  const started = performance.now();
  let listened = 0;
  let last = started;
  let timer: NodeJS.Timeout;
  const tick = () => {
    const now = performance.now();
    listened += Math.min(now - last, tickMs * 2);
    last = now;
    if (listened >= limits.timeoutMs || now - started >= limits.wallLimitMs) onTimeout();
    else timer = setTimeout(tick, Math.min(tickMs, limits.timeoutMs - listened));
  };
  timer = setTimeout(tick, Math.min(tickMs, limits.timeoutMs));
  return () => clearTimeout(timer);
}
