import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * An operator's webhook endpoints (Webhook 通知): where events are sent, which ones, and the secret
 * that signs them (sealed with the token key: operators can reveal it again).
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it stopped: null (on, or turned off by the operator) or `failures` (turned off after a long run of failed attempts). */
    disabledReason: text("disabled_reason"),
    secretSealed: text("secret_sealed").notNull(),
    /** Failed attempts in a row (any delivery), and when the run began; a success clears both. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("webhook_endpoints_user_idx").on(table.userId, table.id)],
);

/**
 * The outbox: one row per event, written by triggers in the transaction of the change it reports
 * (migration 0022). `endpoint_id` is set only for a test ping, which goes to that endpoint alone.
 * `dispatched_at`: when its deliveries were made (null: the relay has not seen it yet).
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    endpointId: integer("endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (table) => [
    index("webhook_events_undispatched_idx")
      .on(table.createdAt)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);

/** One event for one endpoint, tried until it succeeds or its schedule runs out. The claim (`lease_until`) keeps two workers from sending it at once. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Failed attempts since the last (re)delivery: the position in the retry schedule. */
    failuresInRow: integer("failures_in_row").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    enqueuedAt: timestamp("enqueued_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastStatusCode: smallint("last_status_code"),
    lastDurationMs: integer("last_duration_ms"),
    lastError: text("last_error"),
    lastResponse: text("last_response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_endpoint_key").on(table.eventId, table.endpointId),
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.createdAt, table.id),
    index("webhook_deliveries_pending_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Every attempt of a delivery (the delivery log's detail). */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    statusCode: smallint("status_code"),
    durationMs: integer("duration_ms").notNull(),
    /** Why it failed without an answer (`timeout`, `refused_address`, `redirect`, a network error's code). */
    error: text("error"),
    response: text("response"),
  },
  (table) => [index("webhook_attempts_delivery_idx").on(table.deliveryId, table.id)],
);
