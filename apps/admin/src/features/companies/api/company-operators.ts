import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { COMPANIES_KEY } from "./companies.ts";

export type CompanyOperator = { id: number; email: string; nickname: string; mobile: string | null };

/** GET /admin/api/v1/company/operators/{id}: the operators assigned to a company. */
export function getCompanyOperators(companyId: number): Promise<CompanyOperator[]> {
  return adminApi.request({ method: "GET", url: `/admin/api/v1/company/operators/${companyId}` });
}

export const companyOperatorsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: [...COMPANIES_KEY, "operators", companyId], queryFn: () => getCompanyOperators(companyId) });

export function useCompanyOperators(companyId: number) {
  return useQuery(companyOperatorsQueryOptions(companyId));
}
