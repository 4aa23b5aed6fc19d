import type { ApiKeyList } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const API_KEYS_KEY = ["crm", "api-keys"] as const;

/** GET /api/v1/api-keys: the operator's live keys (prefix, scope, created, last used). */
export function getApiKeys(): Promise<ApiKeyList> {
  return crmApi.request({ method: "GET", url: "/api/v1/api-keys" });
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: API_KEYS_KEY, queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
