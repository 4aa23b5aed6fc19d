/**
 * Counters of platform usage per key and period (YouTube quota units per project per Pacific day,
 * TikTok posts per creator per day). The product keeps them in the database so every worker
 * shares them; `createMemoryUsageLedger` serves unit tests.
 */
export type UsageLedger = {
  /** Adds `units` to (key, period) unless the total would pass `limit`; false (and nothing added) when refused. */
  tryConsume(input: { key: string; period: string; units: number; limit: number }): Promise<boolean>;
  /** Adds `units` whatever the total (a refused call that the platform still charged). */
  consume(input: { key: string; period: string; units: number }): Promise<void>;
  used(input: { key: string; period: string }): Promise<number>;
};

export function createMemoryUsageLedger(): UsageLedger {
  const counters = new Map<string, number>();
  const id = (key: string, period: string) => `${key}\u0000${period}`;
  return {
    async tryConsume({ key, period, units, limit }) {
      const current = counters.get(id(key, period)) ?? 0;
      if (current + units > limit) return false;
      counters.set(id(key, period), current + units);
      return true;
    },
    async consume({ key, period, units }) {
      counters.set(id(key, period), (counters.get(id(key, period)) ?? 0) + units);
    },
    async used({ key, period }) {
      return counters.get(id(key, period)) ?? 0;
    },
  };
}
