import { createVideoTaskRequestSchema, type CreateVideoTaskRequest, type PublishTask } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

export const videoTaskInputSchema = createVideoTaskRequestSchema;

/** POST /api/v1/publish/tasks/video: one task per platform, each account with its own video. */
export async function createVideoTask(input: CreateVideoTaskRequest): Promise<{ tasks: PublishTask[] }> {
  return crmApi.request({ method: "POST", url: "/api/v1/publish/tasks/video", data: videoTaskInputSchema.parse(input) });
}

export function useCreateVideoTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVideoTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
