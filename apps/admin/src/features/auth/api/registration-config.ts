import type { AdminRegistrationConfig } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

/** GET /admin/api/v1/user/regConfig (public): whether the server accepts administrator self-registration. */
export function getRegistrationConfig(): Promise<AdminRegistrationConfig> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/user/regConfig" });
}

export const registrationConfigQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "registration-config"], queryFn: getRegistrationConfig, staleTime: 5 * 60_000 });

export function useRegistrationConfig() {
  return useQuery(registrationConfigQueryOptions());
}
