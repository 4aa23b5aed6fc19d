import type { AccountGroupInput, AccountGroupMembersRequest } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { AccountGroupFields, AccountGroupsData, AccountGroupWithCount } from "./account-groups.data.ts";

type ParsedGroupInput = Required<AccountGroupInput>;

const fieldsOf = (input: ParsedGroupInput): AccountGroupFields => ({ name: input.name, remark: input.remark, color: input.color });
const nameTaken = () => new AppError("CONFLICT", { messageKey: "accountGroup.nameTaken" });

/** An operator's account groups; names are unique per operator; members are the operator's own active accounts. */
export function createAccountGroupsService(deps: { data: AccountGroupsData; clock: Clock }) {
  const { data } = deps;

  async function owned(userId: number, id: number): Promise<AccountGroupWithCount> {
    const group = await data.findOwned(userId, id);
    if (!group) throw new AppError("NOT_FOUND");
    return group;
  }

  async function assertOwnAccounts(userId: number, accountIds: number[]) {
    const unique = [...new Set(accountIds)];
    if ((await data.countOwnedActive(userId, unique)) !== unique.length) throw new AppError("NOT_FOUND");
    return unique;
  }

  return {
    list: (userId: number) => data.list(userId),
    async create(userId: number, input: ParsedGroupInput): Promise<AccountGroupWithCount> {
      const created = await data.insert(userId, fieldsOf(input));
      if (!created) throw nameTaken();
      return owned(userId, created.id);
    },
    async update(userId: number, id: number, input: ParsedGroupInput): Promise<AccountGroupWithCount> {
      const result = await data.update(userId, id, fieldsOf(input), deps.clock());
      if (result === "missing") throw new AppError("NOT_FOUND");
      if (result === "taken") throw nameTaken();
      return owned(userId, id);
    },
    async remove(userId: number, id: number): Promise<void> {
      if (!(await data.delete(userId, id))) throw new AppError("NOT_FOUND");
    },
    async addMembers(userId: number, id: number, input: AccountGroupMembersRequest): Promise<AccountGroupWithCount> {
      await owned(userId, id);
      await data.addMembers(id, await assertOwnAccounts(userId, input.accountIds));
      return owned(userId, id);
    },
    async removeMembers(userId: number, id: number, input: AccountGroupMembersRequest): Promise<AccountGroupWithCount> {
      await owned(userId, id);
      await data.removeMembers(id, await assertOwnAccounts(userId, input.accountIds));
      return owned(userId, id);
    },
  };
}

export type AccountGroupsService = ReturnType<typeof createAccountGroupsService>;
