import { eq, sql } from "drizzle-orm";
import type { FileSharePageQuery } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { sharedFiles } from "../../db/schema/index.ts";

export type SharedFileRow = typeof sharedFiles.$inferSelect;
export type NewSharedFile = typeof sharedFiles.$inferInsert;
export type SharedFileChanges = Pick<SharedFileRow, "name" | "fileUrl" | "fileName" | "fileType" | "fileSize">;

/** Shared files: one list for everyone, written by administrators. */
export function createFileSharesData(db: AppDb) {
  const sortColumns = { createdAt: sharedFiles.createdAt, name: sharedFiles.name, fileSize: sharedFiles.fileSize };
  return {
    async insert(row: NewSharedFile): Promise<SharedFileRow> {
      const [created] = await db.insert(sharedFiles).values(row).returning();
      if (!created) throw new Error("shared file insert returned nothing");
      return created;
    },
    /** Null when there is no such file. */
    async update(id: number, changes: SharedFileChanges): Promise<SharedFileRow | null> {
      const [updated] = await db
        .update(sharedFiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(sharedFiles.id, id))
        .returning();
      return updated ?? null;
    },
    async page({ page, pageSize, ...sort }: FileSharePageQuery): Promise<{ rows: SharedFileRow[]; total: number }> {
      const rows = await db
        .select()
        .from(sharedFiles)
        .orderBy(...sortedBy(sortColumns, sort, sharedFiles.id))
        .offset((page - 1) * pageSize)
        .limit(pageSize);
      return { rows, total: await db.$count(sharedFiles) };
    },
    /** False when there was no such file. */
    async delete(id: number): Promise<boolean> {
      return (await db.delete(sharedFiles).where(eq(sharedFiles.id, id)).returning({ id: sharedFiles.id })).length > 0;
    },
  };
}

export type FileSharesData = ReturnType<typeof createFileSharesData>;
