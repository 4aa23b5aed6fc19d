import type { Envelope } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { COMPANIES_KEY } from "./companies.ts";

/** DELETE /admin/api/v1/company/del/{id}: refused while operators still belong to the company. */
export function deleteCompany(id: number): Promise<Envelope<null>> {
  return adminApi.requestEnvelope({ method: "DELETE", url: `/admin/api/v1/company/del/${id}` });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }) });
}
