import { downloadFile } from "@cdp/api-client";
import type { AdminTaskDetail, AdminTaskPage, AdminTaskPageRequest } from "@cdp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const ADMIN_TASKS_KEY = ["admin", "tasks"] as const;
export type AdminTaskQuery = AdminTaskPageRequest & { page: number; pageSize: number };
export type AdminTaskFilters = Omit<AdminTaskQuery, "page" | "pageSize">;

/** POST /admin/api/v1/task/page (query params, no body): every operator's tasks, newest first unless sortBy / sortOrder say otherwise. */
export function useAdminTasks(query: AdminTaskQuery) {
  return useQuery({
    queryKey: [...ADMIN_TASKS_KEY, "page", query],
    queryFn: () => adminApi.request<AdminTaskPage>({ method: "POST", url: "/admin/api/v1/task/page", params: query }),
    placeholderData: keepPreviousData,
  });
}

/** GET task/detail?id=: the task's items and their attempts, asked for once the task is expanded. */
export function useAdminTaskDetail(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_TASKS_KEY, "detail", id],
    enabled,
    queryFn: () => adminApi.request<AdminTaskDetail>({ method: "GET", url: "/admin/api/v1/task/detail", params: { id } }),
  });
}

/** GET task/retry?id=: resends the task's failed items; the list and the task's items refresh. */
export function useRetryAdminTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.requestEnvelope<{ resent: number }>({ method: "GET", url: "/admin/api/v1/task/retry", params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_TASKS_KEY }),
  });
}

/** GET task/export: the filtered tasks, in the list's order, as an .xlsx file saved by the browser. */
export function useExportAdminTasks() {
  return useMutation({ mutationFn: (filters: AdminTaskFilters) => downloadFile(adminApi, { url: "/admin/api/v1/task/export", params: filters }, "publish-tasks.xlsx") });
}
