import { accountGroupInputSchema, type AccountGroup, type AccountGroupInput } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNT_GROUPS_KEY } from "./account-groups.ts";

export const updateAccountGroupInputSchema = accountGroupInputSchema;

/** PUT /api/v1/account-groups/:id: renames a group, or changes its remark or colour. */
export function updateAccountGroup({ id, ...input }: AccountGroupInput & { id: number }): Promise<AccountGroup> {
  return crmApi.request({ method: "PUT", url: `/api/v1/account-groups/${id}`, data: updateAccountGroupInputSchema.parse(input) });
}

export function useUpdateAccountGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY }),
  });
}
