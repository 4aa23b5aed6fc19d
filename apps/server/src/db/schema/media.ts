import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One row per stored upload. The owner is an operator (`user`) or an administrator (`admin`);
 * `file_name` is unique per owner (a clashing upload gets `-back` appended to its base name).
 */
export const media = pgTable(
  "media",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text("owner_type", { enum: ["user", "admin"] }).notNull(),
    ownerId: text("owner_id").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    type: text("type", { enum: ["image", "video", "other"] }).notNull(),
    mime: text("mime").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    /** Seconds, from an MP4's `mvhd`; null for images and for videos whose length was not read. */
    durationSeconds: doublePrecision("duration_seconds"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("media_storage_key_key").on(table.storageKey),
    uniqueIndex("media_owner_file_name_key").on(table.ownerType, table.ownerId, table.fileName),
    index("media_owner_created_idx").on(table.ownerType, table.ownerId, table.createdAt),
  ],
);
