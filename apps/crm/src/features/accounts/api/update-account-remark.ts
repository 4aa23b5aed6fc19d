import { accountRemarkRequestSchema, type AccountRemarkRequest, type PlatformAccount } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNTS_KEY } from "./accounts.ts";

export const updateAccountRemarkInputSchema = accountRemarkRequestSchema;

/** POST /api/v1/accounts/:id/remark: sets the operator's nickname for the account. */
export function updateAccountRemark({ id, ...input }: AccountRemarkRequest & { id: number }): Promise<PlatformAccount> {
  return crmApi.request({ method: "POST", url: `/api/v1/accounts/${id}/remark`, data: updateAccountRemarkInputSchema.parse(input) });
}

export function useUpdateAccountRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountRemark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
