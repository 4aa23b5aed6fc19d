import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

/** Emails and texts a provider refused or could not take (SMTP, the SMS webhook), for the system health page. */
export const deliveryFailures = pgTable(
  "delivery_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    provider: text("provider").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    error: text("error").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("delivery_failures_failed_at_idx").on(table.failedAt), index("delivery_failures_channel_idx").on(table.channel, table.failedAt)],
);
