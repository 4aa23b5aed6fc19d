import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per admin API request: who, from which screen (`opPart`, decoded), what, when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id"),
    opPart: text("op_part").notNull().default(""),
    method: text("method").notNull(),
    path: text("path").notNull(),
    statusCode: integer("status_code"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_admin_idx").on(table.adminId, table.createdAt), index("audit_log_created_idx").on(table.createdAt)],
);
