import { apiKeyInputSchema, type ApiKeyInput, type CreatedApiKey } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { API_KEYS_KEY } from "./api-keys.ts";

export const createApiKeyInputSchema = apiKeyInputSchema;

/** POST /api/v1/api-keys: a new key; the answer carries the whole key, the only time it is shown. */
export function createApiKey(input: ApiKeyInput): Promise<CreatedApiKey> {
  return crmApi.request({ method: "POST", url: "/api/v1/api-keys", data: createApiKeyInputSchema.parse(input) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }) });
}
