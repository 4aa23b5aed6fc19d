import type { SessionSubjectType } from "../../db/schema/index.ts";
import type { Clock } from "../../clock.ts";
import type { Principal, SessionResolver } from "../../http/auth-guard.ts";
import type { SessionsData } from "./sessions.data.ts";
import { hashSessionToken, newSessionToken } from "./tokens.ts";

/** A session's expiry moves forward with use, but the row is written at most once a minute. */
const EXTEND_AT_MOST_EVERY_MS = 60_000;

export type SessionDeps = {
  data: SessionsData;
  clock: Clock;
  ttlMs: number;
};

export type StartedSession = { token: string; sessionId: string };
export type ClientInfo = { ip: string | null; userAgent: string | null };

/** Issues, resolves (sliding expiry) and revokes the sign-in sessions of operators and administrators. */
export function createSessionService({ data, clock, ttlMs }: SessionDeps) {
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
        const row = await data.findByTokenHash(hashSessionToken(token));
        if (!row || row.subjectType !== subjectType || row.revokedAt) return null;
        const now = clock();
        if (row.expiresAt.getTime() <= now.getTime()) return null;
        if (now.getTime() - row.lastSeenAt.getTime() >= EXTEND_AT_MOST_EVERY_MS) {
          await data.extend(row.id, now, new Date(now.getTime() + ttlMs));
        }
        const principal: Principal = { kind: subjectType, id: row.subjectId, sessionId: row.id, token };
        return principal;
      };
    },

    async end(sessionId: string): Promise<void> {
      await data.revoke(sessionId, clock());
    },

    /** Signs a subject out everywhere (after a password change or reset). */
    async endAll(subjectType: SessionSubjectType, subjectId: number): Promise<void> {
      await data.revokeAllOf(subjectType, subjectId, clock());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
