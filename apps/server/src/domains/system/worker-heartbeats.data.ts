import { desc, eq, gte, lt } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { workerHeartbeats } from "../../db/schema/index.ts";

export type WorkerHeartbeatRow = typeof workerHeartbeats.$inferSelect;

export function createWorkerHeartbeatsData(db: AppDb) {
  return {
    async beat(worker: Omit<WorkerHeartbeatRow, "lastBeatAt">, at: Date): Promise<void> {
      await db
        .insert(workerHeartbeats)
        .values({ ...worker, lastBeatAt: at })
        .onConflictDoUpdate({ target: workerHeartbeats.id, set: { lastBeatAt: at } });
    },
    /** Forgets workers silent since before `before` (killed ones leave their row behind). */
    async pruneBefore(before: Date): Promise<void> {
      await db.delete(workerHeartbeats).where(lt(workerHeartbeats.lastBeatAt, before));
    },
    async remove(id: string): Promise<void> {
      await db.delete(workerHeartbeats).where(eq(workerHeartbeats.id, id));
    },
    /** Workers that beat since `since`, the most recent first. */
    async beatSince(since: Date): Promise<WorkerHeartbeatRow[]> {
      return db.select().from(workerHeartbeats).where(gte(workerHeartbeats.lastBeatAt, since)).orderBy(desc(workerHeartbeats.lastBeatAt), workerHeartbeats.id);
    },
  };
}

export type WorkerHeartbeatsData = ReturnType<typeof createWorkerHeartbeatsData>;
