import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNTS_KEY } from "./accounts.ts";
import { ACCOUNT_GROUPS_KEY } from "./account-groups.ts";

/** DELETE /api/v1/accounts/:id: revokes access at the platform and hides the account; history stays. */
export function unbindAccount(id: number): Promise<null> {
  return crmApi.request({ method: "DELETE", url: `/api/v1/accounts/${id}` });
}

export function useUnbindAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
        // Group account counts change with it.
        queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY }),
      ]),
  });
}
