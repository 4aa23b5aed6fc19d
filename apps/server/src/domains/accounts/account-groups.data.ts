import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { accountGroupMembers, accountGroups, platformAccounts } from "../../db/schema/index.ts";

export type AccountGroupRow = typeof accountGroups.$inferSelect;
export type AccountGroupFields = Pick<AccountGroupRow, "name" | "remark" | "color">;
export type AccountGroupWithCount = AccountGroupRow & { accountCount: number };

/** An operator's account groups and their members. Every query filters by the owner. */
export function createAccountGroupsData(db: AppDb) {
  // Spelled out: inside a one-table select drizzle leaves column names unqualified, which the subquery would misread.
  const accountCount = sql<number>`(
    select count(*)::int from account_group_members m
    join platform_accounts a on a.id = m.account_id and a.status = 'active'
    where m.group_id = "account_groups"."id"
  )`.mapWith(Number);

  return {
    async list(userId: number): Promise<AccountGroupWithCount[]> {
      return db
        .select({ ...getTableColumns(accountGroups), accountCount })
        .from(accountGroups)
        .where(eq(accountGroups.userId, userId))
        .orderBy(asc(accountGroups.createdAt), asc(accountGroups.id));
    },
    async findOwned(userId: number, id: number): Promise<AccountGroupWithCount | null> {
      const rows = await db
        .select({ ...getTableColumns(accountGroups), accountCount })
        .from(accountGroups)
        .where(and(eq(accountGroups.id, id), eq(accountGroups.userId, userId)));
      return rows[0] ?? null;
    },
    /** Null when the operator already has a group with that name. */
    async insert(userId: number, fields: AccountGroupFields): Promise<AccountGroupRow | null> {
      try {
        const [created] = await db.insert(accountGroups).values({ userId, ...fields }).returning();
        return created ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    /** "missing" for someone else's or no group, "taken" when the name is used by another group. */
    async update(userId: number, id: number, fields: AccountGroupFields, at: Date): Promise<"updated" | "missing" | "taken"> {
      try {
        const rows = await db
          .update(accountGroups)
          .set({ ...fields, updatedAt: at })
          .where(and(eq(accountGroups.id, id), eq(accountGroups.userId, userId)))
          .returning({ id: accountGroups.id });
        return rows.length > 0 ? "updated" : "missing";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(accountGroups)
        .where(and(eq(accountGroups.id, id), eq(accountGroups.userId, userId)))
        .returning({ id: accountGroups.id });
      return rows.length > 0;
    },
    /** How many of these ids are the operator's active accounts. */
    async countOwnedActive(userId: number, accountIds: number[]): Promise<number> {
      return db.$count(
        platformAccounts,
        and(inArray(platformAccounts.id, accountIds), eq(platformAccounts.userId, userId), eq(platformAccounts.status, "active")),
      );
    },
    async addMembers(groupId: number, accountIds: number[]): Promise<void> {
      await db
        .insert(accountGroupMembers)
        .values(accountIds.map((accountId) => ({ groupId, accountId })))
        .onConflictDoNothing();
    },
    async removeMembers(groupId: number, accountIds: number[]): Promise<void> {
      await db.delete(accountGroupMembers).where(and(eq(accountGroupMembers.groupId, groupId), inArray(accountGroupMembers.accountId, accountIds)));
    },
  };
}

export type AccountGroupsData = ReturnType<typeof createAccountGroupsData>;
