import type { AccountGroup, AccountPage } from "@cdp/contracts";
import { useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** The operator's groups and accounts, for the scope pickers (the first 100 accounts). */
export function useScopeOptions() {
  const groups = useQuery({
    queryKey: ["crm", "account-groups"],
    queryFn: (): Promise<{ list: AccountGroup[] }> => crmApi.request({ method: "GET", url: "/api/v1/account-groups" }),
  });
  const accounts = useQuery({
    queryKey: ["crm", "accounts", { page: 1, pageSize: 100 }],
    queryFn: (): Promise<AccountPage> => crmApi.request({ method: "GET", url: "/api/v1/accounts", params: { page: 1, pageSize: 100 } }),
  });
  return { groups: groups.data?.list ?? [], accounts: accounts.data?.list ?? [], accountsLoaded: accounts.isSuccess };
}
