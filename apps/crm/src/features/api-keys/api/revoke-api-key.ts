import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { API_KEYS_KEY } from "./api-keys.ts";

/** DELETE /api/v1/api-keys/:id: the key stops working with the next request. */
export function revokeApiKey(id: number): Promise<null> {
  return crmApi.request({ method: "DELETE", url: `/api/v1/api-keys/${id}` });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }) });
}
