/**
 * Requests per key per minute in this process: a fixed one-minute window per key. The per-IP limit
 * of `@fastify/rate-limit` still applies on top; this one stops one key from using a whole IP's share
 * (several scripts behind one address) and gives a key's owner a limit that follows the key.
 */
export function createKeyRateLimit(perMinute: number) {
  const windows = new Map<number, { startedAt: number; used: number }>();
  return {
    /** Counts one request; false when the key has used its minute. */
    take(keyId: number, now: number): boolean {
      const window = windows.get(keyId);
      if (!window || now - window.startedAt >= 60_000) {
        if (windows.size > 10_000) windows.clear();
        windows.set(keyId, { startedAt: now, used: 1 });
        return true;
      }
      if (window.used >= perMinute) return false;
      window.used += 1;
      return true;
    },
    forget(keyId: number): void {
      windows.delete(keyId);
    },
  };
}
