import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * An operator's API keys (API 密钥). Only the SHA-256 of the secret is kept: the key is shown once
 * when it is made. A revoked key stays listed for administrators until its operator is deleted.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "publish"] }).notNull(),
    /** The key's first characters, to recognise it in lists (not enough to use it). */
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key. */
    secretHash: text("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("api_keys_secret_hash_key").on(table.secretHash), index("api_keys_user_idx").on(table.userId, table.createdAt)],
);

/**
 * The first answer to a `POST` that carried an `Idempotency-Key`, per operator, for 24 hours. A row
 * without `status_code` is a request still running: the unique index lets only one of two
 * concurrent requests with the same key in.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body the key was first used with. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: smallint("status_code"),
    contentType: text("content_type"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("idempotency_keys_user_key").on(table.userId, table.key), index("idempotency_keys_expires_idx").on(table.expiresAt)],
);
