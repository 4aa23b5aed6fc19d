import type { Company } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const COMPANIES_KEY = ["admin", "companies"] as const;

export type CompanyQuery = { page: number; pageSize: number; keyword?: string };

/** POST /admin/api/v1/company/page: one page of companies with their operator counts, newest first. */
export function getCompanies(query: CompanyQuery): Promise<{ list: Company[]; total: number }> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/company/page", data: query });
}

export const companiesQueryOptions = (query: CompanyQuery) =>
  queryOptions({ queryKey: [...COMPANIES_KEY, "page", query], queryFn: () => getCompanies(query), placeholderData: keepPreviousData });

export function useCompanies(query: CompanyQuery) {
  return useQuery(companiesQueryOptions(query));
}
