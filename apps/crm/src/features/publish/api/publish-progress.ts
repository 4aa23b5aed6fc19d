import type { publishProgressSchema } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

export type PublishProgress = z.infer<typeof publishProgressSchema>;

/** How often a distributing task is asked for its progress. */
export const PROGRESS_POLL_MS = 2000;

/** GET /api/v1/publish/tasks/:id/progress: the cheap poll of a task's counts and each item's phase and bytes. */
export function getPublishProgress(id: number): Promise<PublishProgress> {
  return crmApi.request({ method: "GET", url: `/api/v1/publish/tasks/${id}/progress` });
}

export const publishProgressQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...PUBLISH_TASKS_KEY, "progress", id], queryFn: () => getPublishProgress(id) });

/** Polls every 2 s while the task is distributing (`enabled`), and stops once the task has finished. */
export function usePublishProgress(id: number, enabled: boolean) {
  return useQuery({
    ...publishProgressQueryOptions(id),
    enabled,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 0 ? false : PROGRESS_POLL_MS),
  });
}
