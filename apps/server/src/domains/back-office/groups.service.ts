import type { GroupPageQuery, UserGroup } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { GroupRow, GroupsData, MembersQuery } from "./groups.data.ts";
import { sumCompletions, type DayRange, type TaskCompletions } from "./task-completions.ts";

type GroupInput = { name: string; remark: string; plan: string | null; planEndsAt: string | null };

const notFound = () => new AppError("NOT_FOUND", { messageKey: "backOffice.group.notFound" });
const nameTaken = () => new AppError("CONFLICT", { messageKey: "backOffice.group.nameTaken" });

export const groupView = (row: GroupRow): UserGroup => ({
  id: row.id,
  name: row.name,
  remark: row.remark,
  plan: row.plan,
  planEndsAt: row.planEndsAt?.toISOString() ?? null,
  members: row.members,
  createdAt: row.createdAt.toISOString(),
});

const valuesOf = (input: GroupInput) => ({ name: input.name, remark: input.remark, plan: input.plan, planEndsAt: input.planEndsAt ? new Date(input.planEndsAt) : null });

/** 用户组: groups, their members and their plan (members inherit it unless their own was set individually). */
export function createGroupsService(deps: { data: GroupsData; completions: TaskCompletions; clock: Clock }) {
  const { data } = deps;
  async function assertGroup(id: number) {
    if (!(await data.exists(id))) throw notFound();
  }
  return {
    async page(query: GroupPageQuery) {
      const { rows, total } = await data.page(query);
      return { list: rows.map(groupView), total };
    },
    async create(input: GroupInput): Promise<{ id: number }> {
      const id = await data.create(valuesOf(input));
      if (id === null) throw nameTaken();
      return { id };
    },
    async update(id: number, input: GroupInput): Promise<void> {
      const result = await data.update(id, valuesOf(input));
      if (result === "missing") throw notFound();
      if (result === "taken") throw nameTaken();
    },
    async remove(id: number): Promise<void> {
      if (!(await data.remove(id))) throw notFound();
    },
    /** The group's members, or (`joined: false`) the operators who could join it. */
    async members(groupId: number, query: MembersQuery, joined = true) {
      await assertGroup(groupId);
      const { rows, total } = await data.members(groupId, query, joined);
      return { list: rows, total };
    },
    async join(groupId: number, userIds: number[]): Promise<{ changed: number }> {
      await assertGroup(groupId);
      return { changed: await data.join(groupId, userIds, deps.clock()) };
    },
    async leave(groupId: number, userIds: number[]): Promise<{ changed: number }> {
      await assertGroup(groupId);
      return { changed: await data.leave(groupId, userIds) };
    },
    async completions(groupIds: number[], range: DayRange) {
      return Promise.all(
        groupIds.map(async (groupId) => {
          await assertGroup(groupId);
          return sumCompletions(groupId, await deps.completions.countsByUser(await data.memberIds(groupId), range));
        }),
      );
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
