/**
 * When each target of a task is due: `start + index × interval`, plus a random jitter of up to
 * `jitterMs`, and never closer than `intervalMs` to the account's latest scheduled post of an
 * earlier task (the interval holds per account across tasks).
 */
export function scheduleTimes(input: {
  start: Date;
  intervalMs: number;
  jitterMs: number;
  accountIds: number[];
  lastOf: ReadonlyMap<number, Date>;
  random?: () => number;
}): Date[] {
  const random = input.random ?? Math.random;
  return input.accountIds.map((accountId, index) => {
    const jitter = input.jitterMs > 0 ? Math.floor(random() * (input.jitterMs + 1)) : 0;
    const desired = input.start.getTime() + index * input.intervalMs + jitter;
    const last = input.lastOf.get(accountId);
    const spaced = last ? last.getTime() + input.intervalMs : desired;
    return new Date(Math.max(desired, spaced));
  });
}
