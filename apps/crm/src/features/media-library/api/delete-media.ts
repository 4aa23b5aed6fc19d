import { useMutation, useQueryClient } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";
import { MEDIA_KEY } from "../../../shared/media-library/index.ts";

/** DELETE /api/v1/media/:id: the file and its stored object; refused (with the reason) while a waiting target needs it. */
export function deleteMedia(id: number): Promise<null> {
  return crmApi.request({ method: "DELETE", url: `/api/v1/media/${id}` });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMedia, onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }) });
}
