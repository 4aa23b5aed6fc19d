import { fileShareUpdateSchema, type Envelope, type FileShare, type FileShareUpdate } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { FILE_SHARES_KEY } from "./file-shares.ts";

export const updateFileShareInputSchema = fileShareUpdateSchema;

/** POST /admin/api/v1/file/update: renames a shared file or replaces its file. */
export function updateFileShare(input: FileShareUpdate): Promise<Envelope<FileShare>> {
  return adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/file/update", data: updateFileShareInputSchema.parse(input) });
}

export function useUpdateFileShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFileShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILE_SHARES_KEY }),
  });
}
