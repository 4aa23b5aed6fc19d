import { accountGroupMembersRequestSchema, type AccountGroup } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNTS_KEY } from "./accounts.ts";
import { ACCOUNT_GROUPS_KEY } from "./account-groups.ts";
import type { GroupMembersInput } from "./add-group-members.ts";

export const removeGroupMembersInputSchema = accountGroupMembersRequestSchema;

/** POST /api/v1/account-groups/:id/members/remove: takes accounts out of the group (they stay linked). */
export function removeGroupMembers({ groupId, accountIds }: GroupMembersInput): Promise<AccountGroup> {
  const data = removeGroupMembersInputSchema.parse({ accountIds });
  return crmApi.request({ method: "POST", url: `/api/v1/account-groups/${groupId}/members/remove`, data });
}

export function useRemoveGroupMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMembers,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY }),
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]),
  });
}
