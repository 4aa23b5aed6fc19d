import type { PlatformAccount } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNTS_KEY } from "./accounts.ts";

/** POST /api/v1/accounts/:id/refresh: fetches the account's stats from the platform now. */
export function refreshAccount(id: number): Promise<PlatformAccount> {
  return crmApi.request({ method: "POST", url: `/api/v1/accounts/${id}/refresh` });
}

export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAccount,
    // A failed refresh may have marked the account as needing re-authorisation: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
