import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Instance-wide key/value state: worker heartbeat, generated secrets, feature switches. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
