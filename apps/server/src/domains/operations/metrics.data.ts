import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/**
 * The figures /metrics reads from the tables at scrape time (read only; the engine writes them):
 * publish items by platform and status, open items by phase, platform errors by class, stored media.
 */
export function createMetricsData(db: AppDb) {
  return {
    /** Items by platform and status (0 distributing, 1 published, 2 failed, 3 to verify) and the bytes sent for them. */
    async publishItems() {
      return rowsOf<{ platform: string; status: number; items: number; bytes: number }>(
        await db.execute(sql`select platform, status, count(*)::int as items, coalesce(sum(uploaded_bytes), 0)::float8 as bytes from publish_items group by platform, status`),
      );
    },
    /** Open items (status 0) by platform and phase, through the partial index on open items. */
    async openItems() {
      return rowsOf<{ platform: string; phase: string; items: number }>(
        await db.execute(sql`select platform, phase, count(*)::int as items from publish_items where status = 0 group by platform, phase`),
      );
    },
    /** The newest platform call recorded so far (errors are counted from there on). */
    async lastCallId(): Promise<number> {
      const [row] = rowsOf<{ id: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as id from publish_calls`));
      return row?.id ?? 0;
    },
    /** Platform calls after `afterId` by platform and error class (null: succeeded), each group with its newest id. */
    async callsAfter(afterId: number) {
      return rowsOf<{ platform: string; errorClass: string | null; calls: number; lastId: number }>(
        await db.execute(sql`
          select i.platform, c.error_class as "errorClass", count(*)::int as calls, max(c.id)::int as "lastId"
          from publish_calls c join publish_items i on i.id = c.item_id
          where c.id > ${afterId}
          group by i.platform, c.error_class`),
      );
    },
    async storedMedia() {
      const [row] = rowsOf<{ files: number; bytes: number }>(await db.execute(sql`select count(*)::int as files, coalesce(sum(size), 0)::float8 as bytes from media`));
      return row ?? { files: 0, bytes: 0 };
    },
  };
}

export type MetricsData = ReturnType<typeof createMetricsData>;
