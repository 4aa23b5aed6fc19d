import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { apiKeys, users } from "../../db/schema/index.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The queries of `api_keys`: only live (not revoked) keys are listed, counted and resolved. */
export function createApiKeysData(db: AppDb) {
  const live = (userId: number) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));
  return {
    /**
     * Adds a key unless the operator already holds `max` live ones (null then). The operator's row
     * is locked first, so two concurrent creations cannot both pass the count.
     */
    async createWithin(max: number, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for("update");
        const [held] = await tx.select({ n: count() }).from(apiKeys).where(live(row.userId));
        if ((held?.n ?? 0) >= max) return null;
        const [created] = await tx.insert(apiKeys).values(row).returning();
        if (!created) throw new Error("api key insert returned nothing");
        return created;
      });
    },
    async listLive(userId: number): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(live(userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },
    /** A live key by its hash, only while its operator may sign in (not disabled or deleted). */
    async findUsable(secretHash: string): Promise<ApiKeyRow | null> {
      const rows = await db
        .select({ key: apiKeys })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt), eq(users.status, "active")))
        .limit(1);
      return rows[0]?.key ?? null;
    },
    async touch(id: number, at: Date): Promise<void> {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
    },
    /** Revokes one of an operator's live keys; false when there is no such key. */
    async revoke(userId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), live(userId)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },
    async userExists(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return rows.length > 0;
    },
  };
}

export type ApiKeysData = ReturnType<typeof createApiKeysData>;
