import type { Envelope } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { SYSTEM_HEALTH_KEY } from "./refresh.ts";

/** POST /admin/api/v1/system/stuck-items/{id}/retry: sends a stuck item on now (never a second post). */
export function retryStuckItem(id: number): Promise<Envelope<{ id: number; job: "publish" | "status" }>> {
  return adminApi.requestEnvelope({ method: "POST", url: `/admin/api/v1/system/stuck-items/${id}/retry` });
}

export function useRetryStuckItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryStuckItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_HEALTH_KEY }),
  });
}
