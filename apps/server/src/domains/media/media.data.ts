import { and, desc, eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { media } from "../../db/schema/index.ts";
import type { StorageOwner } from "../storage/storage-owner.ts";

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

const ownedBy = (owner: StorageOwner) => and(eq(media.ownerType, owner.ownerType), eq(media.ownerId, owner.ownerId));

/** Media records; every read and delete is scoped to one owner. */
export function createMediaData(db: AppDb) {
  return {
    async findByKey(storageKey: string): Promise<MediaRow | null> {
      return (await db.select().from(media).where(eq(media.storageKey, storageKey)).limit(1))[0] ?? null;
    },
    /** Null when the owner already has a file of that name (or the key is taken). */
    async insert(row: NewMedia): Promise<MediaRow | null> {
      try {
        const [created] = await db.insert(media).values(row).returning();
        return created ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    /** A re-upload under the same key replaces the file: its facts change, its name stays. */
    async updateContent(id: number, content: Pick<MediaRow, "type" | "mime" | "size" | "width" | "height" | "durationSeconds">): Promise<MediaRow | null> {
      const [updated] = await db.update(media).set(content).where(eq(media.id, id)).returning();
      return updated ?? null;
    },
    async listByOwner(owner: StorageOwner, page: { offset: number; limit: number }): Promise<{ rows: MediaRow[]; total: number }> {
      const rows = await db
        .select()
        .from(media)
        .where(ownedBy(owner))
        .orderBy(desc(media.createdAt), desc(media.id))
        .offset(page.offset)
        .limit(page.limit);
      return { rows, total: await db.$count(media, ownedBy(owner)) };
    },
    async findOwned(owner: StorageOwner, id: number): Promise<MediaRow | null> {
      return (await db.select().from(media).where(and(ownedBy(owner), eq(media.id, id))).limit(1))[0] ?? null;
    },
    async delete(id: number): Promise<void> {
      await db.delete(media).where(eq(media.id, id));
    },
  };
}

export type MediaData = ReturnType<typeof createMediaData>;
