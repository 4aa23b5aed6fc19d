import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { sessions, type SessionSubjectType } from "../../db/schema/index.ts";

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsData(db: AppDb) {
  return {
    async create(row: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [created] = await db.insert(sessions).values(row).returning();
      if (!created) throw new Error("session insert returned nothing");
      return created;
    },
    async findByTokenHash(tokenHash: string): Promise<SessionRow | null> {
      const rows = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
      return rows[0] ?? null;
    },
    async findById(id: string): Promise<SessionRow | null> {
      const rows = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async extend(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revoke(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeAllOf(subjectType: SessionSubjectType, subjectId: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.subjectType, subjectType), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)));
    },
    /** Deletes sessions that expired or were revoked before the given time. */
    async purgeEndedBefore(before: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
    },
  };
}

export type SessionsData = ReturnType<typeof createSessionsData>;
