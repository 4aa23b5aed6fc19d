import { and, count, eq, exists, ilike, inArray, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { GroupMembersQuery, GroupPageQuery } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { userGroupMembers, userGroups, users } from "../../db/schema/index.ts";
import { likePattern } from "../../db/like-pattern.ts";

export type GroupRow = typeof userGroups.$inferSelect & { members: number };
type GroupValues = Pick<typeof userGroups.$inferInsert, "name" | "remark" | "plan" | "planEndsAt">;
export type MembersQuery = Omit<GroupMembersQuery, "groupId">;

/** User groups (用户组) and their members. */
export function createGroupsData(db: AppDb) {
  const members = sql<number>`(select count(*)::int from "user_group_members" as "m" inner join "users" as "u" on "u"."id" = "m"."user_id" where "m"."group_id" = "user_groups"."id" and "u"."status" <> 'deleted')`;
  const groupSortColumns = { createdAt: userGroups.createdAt, name: userGroups.name, members };
  const memberColumns = { id: users.id, email: users.email, nickname: users.nickname, mobile: users.phone };
  const memberSortColumns = { email: users.email, nickname: users.nickname };
  const keywordOf = (keyword: string | undefined) =>
    keyword ? or(ilike(users.email, likePattern(keyword)), ilike(users.nickname, likePattern(keyword)), ilike(users.phone, likePattern(keyword))) : undefined;

  return {
    async page(query: GroupPageQuery): Promise<{ rows: GroupRow[]; total: number }> {
      const { page, pageSize, keyword } = query;
      const where = keyword ? ilike(userGroups.name, likePattern(keyword)) : undefined;
      const rows = await db
        .select({ id: userGroups.id, name: userGroups.name, remark: userGroups.remark, plan: userGroups.plan, planEndsAt: userGroups.planEndsAt, createdAt: userGroups.createdAt, members })
        .from(userGroups)
        .where(where)
        .orderBy(...sortedBy(groupSortColumns, query, userGroups.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: await db.$count(userGroups, where) };
    },
    async exists(id: number): Promise<boolean> {
      return (await db.$count(userGroups, eq(userGroups.id, id))) > 0;
    },
    /** Null when the name is taken. */
    async create(values: GroupValues): Promise<number | null> {
      try {
        const [row] = await db.insert(userGroups).values(values).returning({ id: userGroups.id });
        return row?.id ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async update(id: number, values: GroupValues): Promise<"ok" | "missing" | "taken"> {
      try {
        const rows = await db.update(userGroups).set(values).where(eq(userGroups.id, id)).returning({ id: userGroups.id });
        return rows.length ? "ok" : "missing";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },
    /** Memberships go with the group (cascade); the operators stay. */
    async remove(id: number): Promise<boolean> {
      return (await db.delete(userGroups).where(eq(userGroups.id, id)).returning({ id: userGroups.id })).length > 0;
    },
    /** The group's members, or (`joined: false`) the operators not in it, filtered, sorted and paged. */
    async members(groupId: number, query: MembersQuery, joined = true) {
      const { page, pageSize, keyword } = query;
      const membership = db.select({ one: sql`1` }).from(userGroupMembers).where(and(eq(userGroupMembers.userId, users.id), eq(userGroupMembers.groupId, groupId)));
      const where = and(ne(users.status, "deleted"), keywordOf(keyword), joined ? exists(membership) : notExists(membership));
      const rows = await db
        .select(memberColumns)
        .from(users)
        .where(where)
        .orderBy(...sortedBy(memberSortColumns, query, users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows, total: await db.$count(users, where) };
    },
    /** Adds the operators that exist (and are not deleted); returns how many were new. */
    async join(groupId: number, userIds: number[], at: Date): Promise<number> {
      const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, userIds), ne(users.status, "deleted")));
      if (!found.length) return 0;
      const added = await db
        .insert(userGroupMembers)
        .values(found.map((user) => ({ groupId, userId: user.id, joinedAt: at })))
        .onConflictDoNothing()
        .returning({ userId: userGroupMembers.userId });
      return added.length;
    },
    async leave(groupId: number, userIds: number[]): Promise<number> {
      const removed = await db
        .delete(userGroupMembers)
        .where(and(eq(userGroupMembers.groupId, groupId), inArray(userGroupMembers.userId, userIds)))
        .returning({ userId: userGroupMembers.userId });
      return removed.length;
    },
    /** Group plans whose end date has passed no longer apply: members fall back to their own plan. */
    async clearPlansEndedBy(at: Date): Promise<number> {
      const cleared = await db.update(userGroups).set({ plan: null, planEndsAt: null }).where(lte(userGroups.planEndsAt, at)).returning({ id: userGroups.id });
      return cleared.length;
    },
    async memberIds(groupId: number): Promise<number[]> {
      const rows = await db.select({ userId: userGroupMembers.userId }).from(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
      return rows.map((row) => row.userId);
    },
    async memberCounts(groupIds: number[]) {
      if (!groupIds.length) return [];
      return db.select({ groupId: userGroupMembers.groupId, members: count() }).from(userGroupMembers).where(inArray(userGroupMembers.groupId, groupIds)).groupBy(userGroupMembers.groupId);
    },
  };
}

export type GroupsData = ReturnType<typeof createGroupsData>;
