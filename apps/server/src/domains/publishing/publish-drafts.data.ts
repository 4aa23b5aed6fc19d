import { PUBLISH_DRAFTS_MAX, type PublishDraftKind } from "@cdp/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { publishDrafts } from "../../db/schema/index.ts";

export type DraftRow = typeof publishDrafts.$inferSelect;
export type DraftValues = Pick<DraftRow, "kind" | "title" | "accountCount" | "mediaCount" | "content">;

const summaryColumns = {
  id: publishDrafts.id,
  kind: publishDrafts.kind,
  title: publishDrafts.title,
  accountCount: publishDrafts.accountCount,
  mediaCount: publishDrafts.mediaCount,
  updatedAt: publishDrafts.updatedAt,
};

/** An operator's drafts, always read and written within the operator's own rows. */
export function createPublishDraftsData(db: AppDb) {
  const own = (userId: number, id: number) => and(eq(publishDrafts.id, id), eq(publishDrafts.userId, userId));
  return {
    list(userId: number, kind?: PublishDraftKind) {
      return db
        .select(summaryColumns)
        .from(publishDrafts)
        .where(and(eq(publishDrafts.userId, userId), kind ? eq(publishDrafts.kind, kind) : undefined))
        .orderBy(desc(publishDrafts.updatedAt), desc(publishDrafts.id))
        .limit(PUBLISH_DRAFTS_MAX);
    },
    async find(userId: number, id: number): Promise<DraftRow | null> {
      return (await db.select().from(publishDrafts).where(own(userId, id)).limit(1))[0] ?? null;
    },
    /** Null when the operator already keeps the most drafts allowed. */
    async create(userId: number, values: DraftValues, at: Date): Promise<{ id: number; updatedAt: Date } | null> {
      if ((await db.$count(publishDrafts, eq(publishDrafts.userId, userId))) >= PUBLISH_DRAFTS_MAX) return null;
      const [row] = await db
        .insert(publishDrafts)
        .values({ userId, ...values, createdAt: at, updatedAt: at })
        .returning({ id: publishDrafts.id, updatedAt: publishDrafts.updatedAt });
      return row ?? null;
    },
    /** Null when there is no such draft of this operator and kind. */
    async update(userId: number, id: number, values: DraftValues, at: Date): Promise<{ id: number; updatedAt: Date } | null> {
      const [row] = await db
        .update(publishDrafts)
        .set({ ...values, updatedAt: at })
        .where(and(own(userId, id), eq(publishDrafts.kind, values.kind)))
        .returning({ id: publishDrafts.id, updatedAt: publishDrafts.updatedAt });
      return row ?? null;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      return (await db.delete(publishDrafts).where(own(userId, id)).returning({ id: publishDrafts.id })).length > 0;
    },
  };
}

export type PublishDraftsData = ReturnType<typeof createPublishDraftsData>;
