import { RECLAIM_ACTIONS } from "@cdp/contracts";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/** Companies (企业用户) operators belong to; `company_key` is the administrators' own short code. */
export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyKey: text("company_key").notNull(),
    companyName: text("company_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("companies_key_key").on(table.companyKey)],
);

/** User groups (用户组). A group's plan applies to members whose own plan was never set individually. */
export const userGroups = pgTable(
  "user_groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    remark: text("remark").notNull().default(""),
    plan: text("plan"),
    planEndsAt: timestamp("plan_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("user_groups_name_key").on(table.name)],
);

export const userGroupMembers = pgTable(
  "user_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => userGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index("user_group_members_user_idx").on(table.userId)],
);

/** Operators whose plan an administrator set individually (a group plan no longer applies to them). */
export const userPlanOverrides = pgTable("user_plan_overrides", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Operators flagged for inactivity (no sign-in for two consecutive months): warned by email at
 * `warned_at`, reclaimed (the administrators' setting) after the warning period unless they sign
 * in first. A sign-in after the warning clears the flag.
 */
export const operatorInactivity = pgTable("operator_inactivity", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  warnedAt: timestamp("warned_at", { withTimezone: true }).notNull(),
  reclaimedAt: timestamp("reclaimed_at", { withTimezone: true }),
  /** What reclaiming did (the administrators' setting then). */
  reclaimAction: text("reclaim_action", { enum: RECLAIM_ACTIONS }),
});
