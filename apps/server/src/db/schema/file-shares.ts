import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Files administrators share with every operator (spec: file share name and fileUrl). */
export const sharedFiles = pgTable(
  "shared_files",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    fileUrl: text("file_url").notNull(),
    fileName: text("file_name").notNull(),
    fileType: text("file_type", { enum: ["image", "video", "other"] }).notNull(),
    fileSize: bigint("file_size", { mode: "number" }),
    /** The administrator who shared it. */
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shared_files_created_idx").on(table.createdAt)],
);
