import type { Company, CompanyPageRequest } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const COMPANIES_KEY = ["admin", "companies"] as const;

export type CompanyQuery = { page: number; pageSize: number; keyword?: string };
export type CompanySort = Required<Pick<CompanyPageRequest, "sortBy" | "sortOrder">>;

/** POST /admin/api/v1/company/page: one page of companies with their operator counts, newest first unless sorted. */
export function getCompanies(query: CompanyPageRequest): Promise<{ list: Company[]; total: number }> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/company/page", data: query });
}

export const companiesQueryOptions = (query: CompanyPageRequest) =>
  queryOptions({ queryKey: [...COMPANIES_KEY, "page", query], queryFn: () => getCompanies(query), placeholderData: keepPreviousData });

export function useCompanies(query: CompanyPageRequest) {
  return useQuery(companiesQueryOptions(query));
}
