import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import { statementName } from "../../db/statement-cache.ts";
import type { MediaSource } from "../platforms/platform-adapter.ts";
import type { StorageDriver } from "../storage/storage-driver.ts";

export type OpenedMedia = MediaSource & {
  id: number;
  type: "image" | "video" | "other";
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  url: string;
  storageKey: string;
};

/**
 * A stored media file as something to publish from: its size and type, and ranged read streams
 * from whichever driver holds it (local files today; S3 / OSS read through their own APIs with
 * a ranged GET). Nothing is buffered: each `open` is a fresh stream of just that range.
 */
export function createMediaSources(deps: { db: AppDb; driver: Pick<StorageDriver, "openRead" | "stat" | "fileUrl"> }) {
  // Read before every upload run: built by drizzle once.
  const byIdQuery = deps.db.select().from(media).where(eq(media.id, sql.placeholder("id"))).limit(1).prepare(statementName("media_by_id"));
  return {
    async openMediaSource(mediaId: number): Promise<OpenedMedia | null> {
      const [row] = await byIdQuery.execute({ id: mediaId });
      if (!row) return null;
      const stored = await deps.driver.stat(row.storageKey);
      if (!stored) return null;
      return {
        id: row.id,
        type: row.type,
        width: row.width,
        height: row.height,
        durationSeconds: row.durationSeconds,
        storageKey: row.storageKey,
        url: deps.driver.fileUrl(row.storageKey),
        fileName: row.fileName,
        contentType: row.mime,
        size: stored.size,
        open: (range) => deps.driver.openRead(row.storageKey, range),
      };
    },
  };
}

export type MediaSources = ReturnType<typeof createMediaSources>;
