import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";

export type MediaUse = { usedBy: number; activeUses: number };

const NO_USE: MediaUse = { usedBy: 0, activeUses: 0 };

/**
 * How many of an operator's publish targets use each file: as one of the target's media
 * (`publish_items.media_ids`, found through its GIN index) or as its task's cover. `activeUses`
 * counts those still waiting or being distributed (status 0). One statement for a whole page.
 *
 * This reads the publishing tables from the media domain on purpose: it is a read-only count the
 * library shows beside each file, and the same rule (a waiting target keeps its file) that
 * publishing's `mediaWaitingToPublish` answers for deletes.
 */
export function createMediaUsage(db: AppDb) {
  return {
    async usesOf(userId: number, mediaIds: number[]): Promise<Map<number, MediaUse>> {
      const uses = new Map<number, MediaUse>(mediaIds.map((id) => [id, NO_USE]));
      if (mediaIds.length === 0) return uses;
      const ids = sql`${`{${mediaIds.join(",")}}`}::int[]`;
      const result = await db.execute(sql`
        select used.media_id::int as media_id, count(*)::int as used_by, (count(*) filter (where used.status = 0))::int as active_uses
        from (
          select wanted.id as media_id, pi.id as item_id, pi.status
          from unnest(${ids}) as wanted(id)
          join publish_items pi on pi.media_ids @> array[wanted.id] and pi.user_id = ${userId}
          union
          select pt.cover_media_id as media_id, pi.id as item_id, pi.status
          from publish_tasks pt
          join publish_items pi on pi.task_id = pt.id
          where pt.user_id = ${userId} and pt.cover_media_id = any(${ids})
        ) as used
        group by used.media_id`);
      const rows = (result as unknown as { rows: { media_id: number; used_by: number; active_uses: number }[] }).rows;
      for (const row of rows) uses.set(Number(row.media_id), { usedBy: Number(row.used_by), activeUses: Number(row.active_uses) });
      return uses;
    },
  };
}

export type MediaUsage = ReturnType<typeof createMediaUsage>;
