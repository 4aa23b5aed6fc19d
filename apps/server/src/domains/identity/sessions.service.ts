import type { SessionSubjectType } from "../../db/schema/index.ts";
import type { Clock } from "../../clock.ts";
import type { Principal, SessionResolver } from "../../http/auth-guard.ts";
import { createSessionCache } from "./session-cache.ts";
import type { SessionsData } from "./sessions.data.ts";
import { hashSessionToken, newSessionToken } from "./tokens.ts";

/** A session's expiry moves forward with use, but the row is written at most once a minute. */
const EXTEND_AT_MOST_EVERY_MS = 60_000;
/**
 * How long a resolved session answers from memory. Short, because another process sharing a
 * PostgreSQL database learns of a sign-out only when its copy runs out.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

export type SessionDeps = {
  data: SessionsData;
  clock: Clock;
  ttlMs: number;
};

export type StartedSession = { token: string; sessionId: string };
export type ClientInfo = { ip: string | null; userAgent: string | null };

/** Issues, resolves (sliding expiry) and revokes the sign-in sessions of operators and administrators. */
export function createSessionService({ data, clock, ttlMs }: SessionDeps) {
  const cache = createSessionCache({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: 10_000 });

  /** The session behind a token hash: from memory when recently resolved, else one query. */
  async function lookup(tokenHash: string, now: number) {
    const cached = cache.get(tokenHash, now);
    if (cached) return cached;
    const generation = cache.generation();
    const row = await data.findByTokenHash(tokenHash);
    if (!row || row.revokedAt) return null;
    const entry = {
      sessionId: row.id,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      lastSeenAt: row.lastSeenAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      cachedAt: now,
    };
    if (entry.expiresAt > now) cache.set(tokenHash, entry, generation);
    return entry;
  }

  return {
    async start(subjectType: SessionSubjectType, subjectId: number, client: ClientInfo): Promise<StartedSession> {
      const token = newSessionToken();
      const now = clock();
      const row = await data.create({
        tokenHash: hashSessionToken(token),
        subjectType,
        subjectId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
        ip: client.ip,
        userAgent: client.userAgent,
      });
      return { token, sessionId: row.id };
    },

    /** The resolver one API surface uses: it only accepts sessions of its own kind of subject. */
    resolverFor(subjectType: SessionSubjectType): SessionResolver {
      return async (token) => {
        const now = clock().getTime();
        const session = await lookup(hashSessionToken(token), now);
        if (!session || session.subjectType !== subjectType || session.expiresAt <= now) return null;
        if (now - session.lastSeenAt >= EXTEND_AT_MOST_EVERY_MS) {
          session.lastSeenAt = now;
          session.expiresAt = now + ttlMs;
          await data.extend(session.sessionId, new Date(now), new Date(session.expiresAt));
        }
        const principal: Principal = { kind: subjectType, id: session.subjectId, sessionId: session.sessionId, token };
        return principal;
      };
    },

    /** Whether a session can still be used: not signed out, not expired. */
    async isLive(sessionId: string): Promise<boolean> {
      const row = await data.findById(sessionId);
      return Boolean(row && !row.revokedAt && row.expiresAt.getTime() > clock().getTime());
    },

    async end(sessionId: string): Promise<void> {
      await data.revoke(sessionId, clock());
      // After the write: a lookup still reading the old row sees the new generation and keeps nothing.
      cache.dropSession(sessionId);
    },

    /** Signs a subject out everywhere (after a password change or reset). */
    async endAll(subjectType: SessionSubjectType, subjectId: number): Promise<void> {
      await data.revokeAllOf(subjectType, subjectId, clock());
      cache.dropSubject(subjectType, subjectId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
