import type { SessionSubjectType } from "../../db/schema/index.ts";

/** What a resolved session needs to answer again without the database. */
export type CachedSession = {
  sessionId: string;
  subjectType: SessionSubjectType;
  subjectId: number;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
};

/**
 * Resolved sessions by token hash, kept for `ttlMs`. Sign-out and sign-out-everywhere (password
 * change or reset) drop the entries at once in this process. Another process sharing a PostgreSQL
 * database keeps its copy until `ttlMs` runs out, which is why it is short. Failed lookups are not
 * kept, so guessed tokens cannot fill it; past `maxEntries` the oldest entry goes. A lookup that
 * overlapped a sign-out (its `generation` is older than the last drop) is not kept either, so a row
 * read just before the revocation cannot come back.
 */
export function createSessionCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, CachedSession>();
  let generation = 0;
  return {
    /** Taken before a lookup's query and handed to `set`. */
    generation: () => generation,
    get(tokenHash: string, now: number): CachedSession | null {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (now - entry.cachedAt >= ttlMs || now < entry.cachedAt || entry.expiresAt <= now) {
        entries.delete(tokenHash);
        return null;
      }
      return entry;
    },
    set(tokenHash: string, entry: CachedSession, lookupGeneration: number): void {
      if (lookupGeneration !== generation) return;
      entries.delete(tokenHash);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, entry);
    },
    dropSession(sessionId: string): void {
      generation += 1;
      for (const [key, entry] of entries) if (entry.sessionId === sessionId) entries.delete(key);
    },
    dropSubject(subjectType: SessionSubjectType, subjectId: number): void {
      generation += 1;
      for (const [key, entry] of entries) if (entry.subjectType === subjectType && entry.subjectId === subjectId) entries.delete(key);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
