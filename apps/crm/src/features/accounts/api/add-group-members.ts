import { accountGroupMembersRequestSchema, type AccountGroup } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNTS_KEY } from "./accounts.ts";
import { ACCOUNT_GROUPS_KEY } from "./account-groups.ts";

export const addGroupMembersInputSchema = accountGroupMembersRequestSchema;

export type GroupMembersInput = { groupId: number; accountIds: number[] };

/** POST /api/v1/account-groups/:id/members: adds accounts to the group. */
export function addGroupMembers({ groupId, accountIds }: GroupMembersInput): Promise<AccountGroup> {
  const data = addGroupMembersInputSchema.parse({ accountIds });
  return crmApi.request({ method: "POST", url: `/api/v1/account-groups/${groupId}/members`, data });
}

export function useAddGroupMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupMembers,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY }),
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]),
  });
}
