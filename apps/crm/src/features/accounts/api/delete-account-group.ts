import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNTS_KEY } from "./accounts.ts";
import { ACCOUNT_GROUPS_KEY } from "./account-groups.ts";

/** DELETE /api/v1/account-groups/:id: removes the group; its accounts stay linked. */
export function deleteAccountGroup(id: number): Promise<null> {
  return crmApi.request({ method: "DELETE", url: `/api/v1/account-groups/${id}` });
}

export function useDeleteAccountGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY }),
        // The accounts' group tags change with it.
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      ]),
  });
}
