import type { PublishTask, PublishTaskListRequest } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const PUBLISH_TASKS_KEY = ["crm", "publish-tasks"] as const;

export type PublishTaskPage = { list: PublishTask[]; total: number };

/** The list's query as the page holds it (numbers, not query-string text). */
export type PublishTaskQuery = Omit<PublishTaskListRequest, "page" | "pageSize"> & { page: number; pageSize: number };

/** GET /api/v1/publish/tasks: one page of the operator's publish records, newest first. */
export function getPublishTasks(query: PublishTaskQuery): Promise<PublishTaskPage> {
  return crmApi.request({ method: "GET", url: "/api/v1/publish/tasks", params: query });
}

export const publishTasksQueryOptions = (query: PublishTaskQuery) =>
  queryOptions({ queryKey: [...PUBLISH_TASKS_KEY, "list", query], queryFn: () => getPublishTasks(query), placeholderData: keepPreviousData });

export function usePublishTasks(query: PublishTaskQuery) {
  return useQuery(publishTasksQueryOptions(query));
}
