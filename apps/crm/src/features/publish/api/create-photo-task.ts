import { createPhotoTaskRequestSchema, type CreatePhotoTaskRequest, type PublishTask } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { PUBLISH_TASKS_KEY } from "./publish-tasks.ts";

export const photoTaskInputSchema = createPhotoTaskRequestSchema;

/** POST /api/v1/publish/tasks/photo: one image set (1–35 images) to TikTok accounts. */
export async function createPhotoTask(input: CreatePhotoTaskRequest): Promise<{ tasks: PublishTask[] }> {
  return crmApi.request({ method: "POST", url: "/api/v1/publish/tasks/photo", data: photoTaskInputSchema.parse(input) });
}

export function useCreatePhotoTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPhotoTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLISH_TASKS_KEY }) });
}
