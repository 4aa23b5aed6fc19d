import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The development outbox: every email and SMS the server would have sent when no provider is
 * configured. Viewable at /dev/outbox outside production.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html"),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_messages_created_idx").on(table.createdAt)],
);
