import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { FILE_SHARES_KEY } from "./file-shares.ts";

/** DELETE /admin/api/v1/file/del/{id}: stops sharing a file. */
export function deleteFileShare(id: number): Promise<null> {
  return adminApi.request({ method: "DELETE", url: `/admin/api/v1/file/del/${id}` });
}

export function useDeleteFileShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFileShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILE_SHARES_KEY }),
  });
}
