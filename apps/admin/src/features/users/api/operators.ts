import type { ImportResult } from "@cdp/ui/import-dialog";
import { ApiError } from "@cdp/api-client";
import type { Company, ImportResultData, OperatorPage, OperatorPageRequest, OperatorRow, UserGroup } from "@cdp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const OPERATORS_KEY = ["admin", "operators"] as const;

/** POST /admin/api/v1/userInfo/page: one page of operators with the filters. */
export function useOperators(query: OperatorPageRequest) {
  return useQuery({
    queryKey: [...OPERATORS_KEY, query],
    queryFn: () => adminApi.request<OperatorPage>({ method: "POST", url: "/admin/api/v1/userInfo/page", data: query }),
    placeholderData: keepPreviousData,
  });
}

function useOperatorMutation<Input>(send: (input: Input) => Promise<{ msg: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }) });
}

/** POST userInfo/status: disable (signs out, refuses sign-in) or enable. */
export const useSetOperatorStatus = () =>
  useOperatorMutation((input: { id: number; status: OperatorRow["status"] }) =>
    adminApi.requestEnvelope<OperatorRow>({ method: "POST", url: "/admin/api/v1/userInfo/status", data: input }),
  );

/** POST userInfo/resetPassword: emails the operator a code to choose a new password. */
export const useResetOperatorPassword = () =>
  useOperatorMutation((id: number) => adminApi.requestEnvelope<null>({ method: "POST", url: "/admin/api/v1/userInfo/resetPassword", data: { id } }));

/** POST userInfo/resendInvitation: a new invitation link (7 days, single use); earlier links stop working. */
export const useResendOperatorInvitation = () =>
  useOperatorMutation((id: number) => adminApi.requestEnvelope<null>({ method: "POST", url: "/admin/api/v1/userInfo/resendInvitation", data: { id } }));

/** DELETE userInfo/del/{id}: signs out, revokes platform grants, keeps the records. */
export const useDeleteOperator = () =>
  useOperatorMutation((id: number) => adminApi.requestEnvelope<{ revokedGrants: number }>({ method: "DELETE", url: `/admin/api/v1/userInfo/del/${id}` }));

/** POST userInfo/import (multipart `file`), read as the import dialog's result (code 3 included). */
export async function importOperators(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  try {
    const envelope = await adminApi.requestEnvelope<ImportResultData>({ method: "POST", url: "/admin/api/v1/userInfo/import", data: form });
    return { code: envelope.code, message: envelope.msg, data: envelope.data };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
}

/** GET userInfo/import/template, as an object URL for the dialog's download link (the request needs the admin's token). */
export function useImportTemplateUrl(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "operator-import-template"],
    enabled,
    staleTime: Infinity,
    queryFn: async () => URL.createObjectURL((await adminApi.send<Blob>({ method: "GET", url: "/admin/api/v1/userInfo/import/template", responseType: "blob" })).data),
  });
}

/** POST /admin/api/v1/company/page: the companies for the 选择企业 dialog (the first 100). */
export function useCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "companies", "chooser"],
    enabled,
    queryFn: () => adminApi.request<{ list: Company[]; total: number }>({ method: "POST", url: "/admin/api/v1/company/page", data: { page: 1, pageSize: 100 } }),
  });
}

/** POST userInfo/plan: the operator's own plan and its cycle end (group plans stop applying to them). */
export const useSetOperatorPlan = () =>
  useOperatorMutation((input: { id: number; plan: "free" | "pro"; planEndsAt: string | null }) =>
    adminApi.requestEnvelope<OperatorRow>({ method: "POST", url: "/admin/api/v1/userInfo/plan", data: input }),
  );

/** POST /admin/api/v1/group/page: the user groups for the list's group filter (the first 100). */
export function useGroupOptions() {
  return useQuery({
    queryKey: ["admin", "user-groups", "filter"],
    queryFn: () => adminApi.request<{ list: UserGroup[]; total: number }>({ method: "POST", url: "/admin/api/v1/group/page", data: { page: 1, pageSize: 100 } }),
    staleTime: 60_000,
  });
}
