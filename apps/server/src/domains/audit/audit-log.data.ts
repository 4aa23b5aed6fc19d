import { desc, eq } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

export type AuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditLogData(db: AppDb) {
  return {
    /** Stores an entry and returns its id. */
    async record(entry: AuditEntry): Promise<number> {
      const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
      if (!row) throw new Error("audit row was not stored");
      return row.id;
    },
    async setStatus(id: number, statusCode: number): Promise<void> {
      await db.update(auditLog).set({ statusCode }).where(eq(auditLog.id, id));
    },
    async latest(limit: number): Promise<AuditRow[]> {
      return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },
  };
}

export type AuditLogData = ReturnType<typeof createAuditLogData>;
