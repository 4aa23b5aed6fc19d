import { approveUpgradeRequestSchema, type AdminUpgradeRequestPageRequest, type adminUpgradeRequestSchema, type Envelope } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { adminApi } from "../../../shared/api/index.ts";

export const UPGRADE_REQUESTS_KEY = ["admin", "plans", "upgrade-requests"] as const;

export type AdminUpgradeRequest = z.infer<typeof adminUpgradeRequestSchema>;
export type UpgradeRequestQuery = AdminUpgradeRequestPageRequest & { page: number; pageSize: number };

/** GET /admin/api/v1/plan/upgrade-requests: one page of the requests (of one status when asked), newest first unless sorted. */
export function getUpgradeRequests(query: UpgradeRequestQuery): Promise<{ list: AdminUpgradeRequest[]; total: number }> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/plan/upgrade-requests", params: query });
}

export const upgradeRequestsQueryOptions = (query: UpgradeRequestQuery) =>
  queryOptions({ queryKey: [...UPGRADE_REQUESTS_KEY, query], queryFn: () => getUpgradeRequests(query), placeholderData: keepPreviousData });

export function useUpgradeRequests(query: UpgradeRequestQuery) {
  return useQuery(upgradeRequestsQueryOptions(query));
}

/** POST …/upgrade-requests/{id}/approve: the paid plan for `durationDays`. */
export function approveUpgradeRequest({ id, durationDays }: { id: number; durationDays: number }): Promise<Envelope<null>> {
  const data = approveUpgradeRequestSchema.parse({ durationDays });
  return adminApi.requestEnvelope({ method: "POST", url: `/admin/api/v1/plan/upgrade-requests/${id}/approve`, data });
}

/** POST …/upgrade-requests/{id}/reject. */
export function rejectUpgradeRequest(id: number): Promise<Envelope<null>> {
  return adminApi.requestEnvelope({ method: "POST", url: `/admin/api/v1/plan/upgrade-requests/${id}/reject` });
}

function useDecision<Input>(decide: (input: Input) => Promise<Envelope<null>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decide, onSuccess: () => queryClient.invalidateQueries({ queryKey: UPGRADE_REQUESTS_KEY }) });
}

export const useApproveUpgradeRequest = () => useDecision(approveUpgradeRequest);
export const useRejectUpgradeRequest = () => useDecision(rejectUpgradeRequest);
