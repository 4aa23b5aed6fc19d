import { desc } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

export type AuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export function createAuditLogData(db: AppDb) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
    async latest(limit: number): Promise<AuditRow[]> {
      return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },
  };
}

export type AuditLogData = ReturnType<typeof createAuditLogData>;
