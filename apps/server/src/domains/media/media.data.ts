import type { MediaListQuery } from "@cdp/contracts";
import { and, eq, ilike } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { likePattern } from "../../db/like-pattern.ts";
import { media } from "../../db/schema/index.ts";
import { sortedBy } from "../../db/sort-order.ts";
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
    /** One page of the owner's files matching the filters, in the asked order, and how many match. */
    async listByOwner(
      owner: StorageOwner,
      query: Pick<MediaListQuery, "keyword" | "type" | "sortBy" | "sortOrder">,
      page: { offset: number; limit: number },
    ): Promise<{ rows: MediaRow[]; total: number }> {
      const where = and(
        ownedBy(owner),
        query.keyword ? ilike(media.fileName, likePattern(query.keyword)) : undefined,
        query.type ? eq(media.type, query.type) : undefined,
      );
      const order = sortedBy({ createdAt: media.createdAt, fileName: media.fileName, fileSize: media.size }, query, media.id);
      const rows = await db.select().from(media).where(where).orderBy(...order).offset(page.offset).limit(page.limit);
      return { rows, total: await db.$count(media, where) };
    },
    async findOwned(owner: StorageOwner, id: number): Promise<MediaRow | null> {
      return (await db.select().from(media).where(and(ownedBy(owner), eq(media.id, id))).limit(1))[0] ?? null;
    },
    /** The owner's file, locked until the transaction ends: a new task that names it waits (see publishing's `insertTasks`). */
    async lockOwned(owner: StorageOwner, id: number): Promise<MediaRow | null> {
      return (await db.select().from(media).where(and(ownedBy(owner), eq(media.id, id))).for("update"))[0] ?? null;
    },
    async delete(id: number): Promise<void> {
      await db.delete(media).where(eq(media.id, id));
    },
  };
}

export type MediaData = ReturnType<typeof createMediaData>;
