import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { admins, users } from "./identity.ts";

/**
 * An operator's paid cycle, the only record of when a plan ends (an administrator's end date
 * included). `users.plan` says what the operator has now (identity's column, set through the plans
 * domain); this says until when, and what follows at the end of the cycle. No row: no end.
 */
export const planSubscriptions = pgTable("plan_subscriptions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: text("plan").notNull(),
  cycleEndsAt: timestamp("cycle_ends_at", { withTimezone: true }).notNull(),
  /** The plan after the cycle ends when the operator scheduled a downgrade or cancellation; null renews nothing either (no payment provider yet). */
  nextPlan: text("next_plan"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** 兑换码: single-use codes an administrator issues, each for one plan and a number of days. */
export const planRedeemCodes = pgTable(
  "plan_redeem_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    plan: text("plan").notNull(),
    durationDays: integer("duration_days").notNull(),
    createdByAdminId: integer("created_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    redeemedByUserId: integer("redeemed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (table) => [index("plan_redeem_codes_created_idx").on(table.createdAt)],
);

/** An operator's request for a paid plan, approved or rejected by an administrator. */
export const planUpgradeRequests = pgTable(
  "plan_upgrade_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByAdminId: integer("decided_by_admin_id").references(() => admins.id, { onDelete: "set null" }),
  },
  (table) => [index("plan_upgrade_requests_status_idx").on(table.status, table.createdAt), index("plan_upgrade_requests_user_idx").on(table.userId)],
);
