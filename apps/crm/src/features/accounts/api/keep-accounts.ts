import { accountKeepRequestSchema, type AccountKeepRequest } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { ACCOUNTS_KEY } from "./accounts.ts";

/** POST /api/v1/accounts/keep: the accounts that stay active over a smaller plan; the others become read-only. */
export function keepAccounts(input: AccountKeepRequest): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/accounts/keep", data: accountKeepRequestSchema.parse(input) });
}

export function useKeepAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepAccounts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
