import type { OperatorCompletions, OperatorCompletionsRequest } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { OPERATORS_KEY } from "./operators.ts";

/** POST userInfo/task/completions: tasks and items by status per operator over whole days, optionally day by day. */
export function getOperatorCompletions(request: OperatorCompletionsRequest): Promise<OperatorCompletions> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/userInfo/task/completions", data: request });
}

export const operatorCompletionsQueryOptions = (request: OperatorCompletionsRequest) =>
  queryOptions({
    queryKey: [...OPERATORS_KEY, "completions", request],
    queryFn: () => getOperatorCompletions(request),
    enabled: request.ids.length > 0,
    placeholderData: keepPreviousData,
  });

export function useOperatorCompletions(request: OperatorCompletionsRequest) {
  return useQuery(operatorCompletionsQueryOptions(request));
}
