import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Instance-wide key/value state: worker heartbeat, generated secrets, feature switches. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each process that runs jobs beats here every few seconds; the system health page lists them. */
export const workerHeartbeats = pgTable(
  "worker_heartbeats",
  {
    id: text("id").primaryKey(),
    host: text("host").notNull(),
    pid: integer("pid").notNull(),
    runMode: text("run_mode", { enum: ["all", "api", "worker"] }).notNull(),
    version: text("version").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastBeatAt: timestamp("last_beat_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("worker_heartbeats_last_beat_idx").on(table.lastBeatAt)],
);
