import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { OperatorPageQuery, ReclaimAction } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { companies, operatorInactivity, userGroupMembers, userGroups, userPlanOverrides, users } from "../../db/schema/index.ts";
import { effectivePlanSql } from "../../db/effective-plan.ts";
import { likePattern } from "../../db/like-pattern.ts";

export type OperatorFilters = OperatorPageQuery;

export type OperatorListRow = {
  id: number;
  email: string;
  phone: string | null;
  nickname: string;
  plan: string;
  status: "active" | "disabled" | "deleted";
  lastLoginAt: Date | null;
  createdAt: Date;
  companyId: number | null;
  individualPlan: boolean;
  inactivity: { warnedAt: Date; reclaimedAt: Date | null; reclaimAction: ReclaimAction | null } | null;
};

/** The administrators' view of operators (the users table) and their companies, groups and plan overrides. */
export function createOperatorsData(db: AppDb) {
  const listed = ne(users.status, "deleted");
  const individualPlan = sql<boolean>`exists (select 1 from "user_plan_overrides" as "o" where "o"."user_id" = "users"."id")`;

  function filtersOf(filters: OperatorFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [listed];
    if (filters.keyword) {
      const pattern = likePattern(filters.keyword);
      conditions.push(or(ilike(users.email, pattern), ilike(users.nickname, pattern), ilike(users.phone, pattern)));
    }
    if (filters.companyId) conditions.push(eq(users.companyId, filters.companyId));
    if (filters.status) conditions.push(eq(users.status, filters.status));
    if (filters.plan) conditions.push(eq(users.plan, filters.plan));
    if (filters.groupId) {
      conditions.push(
        sql`exists (select 1 from "user_group_members" as "m" where "m"."user_id" = "users"."id" and "m"."group_id" = ${filters.groupId})`,
      );
    }
    return and(...conditions);
  }

  const sortColumns = { createdAt: users.createdAt, lastLoginAt: users.lastLoginAt, email: users.email } as const;

  /** What a list row reads of an operator (the page and one row alike). */
  const listColumns = {
    id: users.id,
    email: users.email,
    phone: users.phone,
    nickname: users.nickname,
    plan: users.plan,
    status: users.status,
    lastLoginAt: users.lastLoginAt,
    createdAt: users.createdAt,
    companyId: users.companyId,
    individualPlan,
    inactivity: { warnedAt: operatorInactivity.warnedAt, reclaimedAt: operatorInactivity.reclaimedAt, reclaimAction: operatorInactivity.reclaimAction },
  };
  const flagged = eq(operatorInactivity.userId, users.id);

  return {
    async page(filters: OperatorFilters): Promise<{ rows: OperatorListRow[]; total: number }> {
      const where = filtersOf(filters);
      const rows = await db
        .select(listColumns)
        .from(users)
        .leftJoin(operatorInactivity, flagged)
        .where(where)
        .orderBy(...sortedBy(sortColumns, filters, users.id))
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize);
      return { rows, total: await db.$count(users, where) };
    },

    async findById(id: number): Promise<OperatorListRow | null> {
      const [row] = await db
        .select(listColumns)
        .from(users)
        .leftJoin(operatorInactivity, flagged)
        .where(and(eq(users.id, id), listed));
      return row ?? null;
    },

    async companiesByIds(ids: number[]) {
      if (!ids.length) return [];
      return db.select({ id: companies.id, companyKey: companies.companyKey, companyName: companies.companyName }).from(companies).where(inArray(companies.id, ids));
    },

    /** Groups of each operator, with the group plans that apply to them. */
    async groupsOf(userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: userGroupMembers.userId, id: userGroups.id, name: userGroups.name, plan: userGroups.plan, planEndsAt: userGroups.planEndsAt })
        .from(userGroupMembers)
        .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
        .where(inArray(userGroupMembers.userId, userIds))
        .orderBy(asc(userGroups.id));
    },

    async companyExists(id: number): Promise<boolean> {
      return (await db.$count(companies, eq(companies.id, id))) > 0;
    },

    /** Null when the email or phone is taken. */
    async create(row: typeof users.$inferInsert): Promise<number | null> {
      try {
        const [created] = await db.insert(users).values(row).returning({ id: users.id });
        return created?.id ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** False when the row is gone (or deleted); throws "taken" on a duplicate phone. */
    async update(id: number, changes: Partial<typeof users.$inferInsert>): Promise<"ok" | "missing" | "taken"> {
      try {
        const updated = await db.update(users).set(changes).where(and(eq(users.id, id), listed)).returning({ id: users.id });
        return updated.length ? "ok" : "missing";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },

    /** Marks the operator's plan individual (group plans no longer apply), in `within` (a transaction) when given; false when there is no such listed operator. */
    async markIndividualPlan(id: number, at: Date, within: AppDb = db): Promise<boolean> {
      const [listedOperator] = await within.select({ id: users.id }).from(users).where(and(eq(users.id, id), listed));
      if (!listedOperator) return false;
      await within.insert(userPlanOverrides).values({ userId: id, setAt: at }).onConflictDoUpdate({ target: userPlanOverrides.userId, set: { setAt: at } });
      return true;
    },

    /** The plan in force for the plan service: own when individual or in no planned group, else the first group plan. */
    async effectivePlanOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ plan: effectivePlanSql(userId) }).from(sql`(select 1) as one`);
      return row?.plan ?? null;
    },
  };
}

export type OperatorsData = ReturnType<typeof createOperatorsData>;
