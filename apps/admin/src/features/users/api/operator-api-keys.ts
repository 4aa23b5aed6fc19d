import type { ApiKeyList } from "@cdp/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { OPERATORS_KEY } from "./operators.ts";

const operatorApiKeysKey = (operatorId: number) => [...OPERATORS_KEY, "api-keys", operatorId] as const;

/** GET userInfo/{id}/apiKeys: an operator's live API keys (prefix, scope, created, last used). */
export function getOperatorApiKeys(operatorId: number): Promise<ApiKeyList> {
  return adminApi.request({ method: "GET", url: `/admin/api/v1/userInfo/${operatorId}/apiKeys` });
}

export const operatorApiKeysQueryOptions = (operatorId: number) => queryOptions({ queryKey: operatorApiKeysKey(operatorId), queryFn: () => getOperatorApiKeys(operatorId) });

export function useOperatorApiKeys(operatorId: number) {
  return useQuery(operatorApiKeysQueryOptions(operatorId));
}

/** DELETE userInfo/{id}/apiKeys/{keyId}: the key stops working with its next request. */
export function revokeOperatorApiKey({ operatorId, keyId }: { operatorId: number; keyId: number }): Promise<null> {
  return adminApi.request({ method: "DELETE", url: `/admin/api/v1/userInfo/${operatorId}/apiKeys/${keyId}` });
}

export function useRevokeOperatorApiKey(operatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOperatorApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorApiKeysKey(operatorId) }) });
}
