import type { PublishTaskDetail } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

/** GET /api/v1/publish/tasks/:id: a task with its items and their attempts. */
export function getPublishTask(id: number): Promise<PublishTaskDetail> {
  return crmApi.request({ method: "GET", url: `/api/v1/publish/tasks/${id}` });
}

export const publishTaskQueryOptions = (id: number) => queryOptions({ queryKey: [...PUBLISH_TASKS_KEY, "detail", id], queryFn: () => getPublishTask(id) });

/** Loads only while `enabled` (the card is open). */
export function usePublishTask(id: number, enabled: boolean) {
  return useQuery({ ...publishTaskQueryOptions(id), enabled });
}
