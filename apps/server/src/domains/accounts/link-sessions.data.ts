import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { platformLinkSessions } from "../../db/schema/index.ts";

export type LinkSessionRow = typeof platformLinkSessions.$inferSelect;
export type NewLinkSession = typeof platformLinkSessions.$inferInsert;
export type LinkSessionChanges = Partial<Pick<LinkSessionRow, "status" | "accountId" | "messageKey" | "messageParams" | "pollIntervalSeconds" | "nextPollAt">>;

const OPEN_STATUSES: LinkSessionRow["status"][] = ["pending", "scanned"];

/** Attempts to link an account. */
export function createLinkSessionsData(db: AppDb) {
  return {
    async insert(row: NewLinkSession): Promise<LinkSessionRow> {
      const [created] = await db.insert(platformLinkSessions).values(row).returning();
      if (!created) throw new Error("link session insert returned nothing");
      return created;
    },
    async findById(id: string): Promise<LinkSessionRow | null> {
      return (await db.select().from(platformLinkSessions).where(eq(platformLinkSessions.id, id)).limit(1))[0] ?? null;
    },
    async findByStateHash(stateHash: string): Promise<LinkSessionRow | null> {
      return (await db.select().from(platformLinkSessions).where(eq(platformLinkSessions.stateHash, stateHash)).limit(1))[0] ?? null;
    },
    async update(id: string, changes: LinkSessionChanges): Promise<LinkSessionRow> {
      const [updated] = await db.update(platformLinkSessions).set(changes).where(eq(platformLinkSessions.id, id)).returning();
      if (!updated) throw new Error(`link session ${id} vanished`);
      return updated;
    },
    /**
     * Takes the right to act on an open session now (one poll, or the callback's code exchange):
     * true for exactly one caller, which moves `next_poll_at` to `until`.
     */
    async claim(id: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .update(platformLinkSessions)
        .set({ nextPollAt: until })
        .where(
          and(
            eq(platformLinkSessions.id, id),
            inArray(platformLinkSessions.status, OPEN_STATUSES),
            or(isNull(platformLinkSessions.nextPollAt), lte(platformLinkSessions.nextPollAt, now)),
          ),
        )
        .returning({ id: platformLinkSessions.id });
      return rows.length > 0;
    },
    /** Ends an open session (final statuses are never changed again). */
    async finish(id: string, changes: LinkSessionChanges): Promise<LinkSessionRow | null> {
      const [updated] = await db
        .update(platformLinkSessions)
        .set(changes)
        .where(and(eq(platformLinkSessions.id, id), inArray(platformLinkSessions.status, OPEN_STATUSES)))
        .returning();
      return updated ?? null;
    },
    /** Drops sessions that ended (or expired) before `before`; how many went. */
    async purgeExpiredBefore(before: Date): Promise<number> {
      const rows = await db.delete(platformLinkSessions).where(lt(platformLinkSessions.expiresAt, before)).returning({ id: platformLinkSessions.id });
      return rows.length;
    },
  };
}

export type LinkSessionsData = ReturnType<typeof createLinkSessionsData>;
