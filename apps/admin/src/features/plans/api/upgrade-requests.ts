import { approveUpgradeRequestSchema, type adminUpgradeRequestSchema, type Envelope } from "@cdp/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { adminApi } from "../../../shared/api/index.ts";

export const UPGRADE_REQUESTS_KEY = ["admin", "plans", "upgrade-requests"] as const;

export type AdminUpgradeRequest = z.infer<typeof adminUpgradeRequestSchema>;

/** GET /admin/api/v1/plan/upgrade-requests: the requests waiting for a decision. */
export function getUpgradeRequests(): Promise<{ list: AdminUpgradeRequest[] }> {
  return adminApi.request({ method: "GET", url: "/admin/api/v1/plan/upgrade-requests" });
}

export const upgradeRequestsQueryOptions = () => queryOptions({ queryKey: UPGRADE_REQUESTS_KEY, queryFn: getUpgradeRequests });

export function useUpgradeRequests() {
  return useQuery(upgradeRequestsQueryOptions());
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
