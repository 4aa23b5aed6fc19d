import { companyInputSchema, type Envelope } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { adminApi } from "../../../shared/api/index.ts";
import { COMPANIES_KEY } from "./companies.ts";

export const saveCompanyInputSchema = companyInputSchema;
export type CompanyValues = z.output<typeof saveCompanyInputSchema>;

/** POST /admin/api/v1/company/add, or /company/update when an id is given. */
export function saveCompany(input: CompanyValues & { id?: number }): Promise<Envelope<unknown>> {
  const { id, ...values } = input;
  const data = saveCompanyInputSchema.parse(values);
  return id === undefined
    ? adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/company/add", data })
    : adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/company/update", data: { id, ...data } });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }) });
}
