import { accountGroupInputSchema, type AccountGroup, type AccountGroupInput } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNT_GROUPS_KEY } from "./account-groups.ts";

export const createAccountGroupInputSchema = accountGroupInputSchema;

/** POST /api/v1/account-groups: a new group (name, remark, colour 1–10). */
export function createAccountGroup(input: AccountGroupInput): Promise<AccountGroup> {
  return crmApi.request({ method: "POST", url: "/api/v1/account-groups", data: createAccountGroupInputSchema.parse(input) });
}

export function useCreateAccountGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccountGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY }),
  });
}
