import { fileShareInputSchema, type Envelope, type FileShare, type FileShareInput } from "@cdp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";
import { FILE_SHARES_KEY } from "./file-shares.ts";

export const createFileShareInputSchema = fileShareInputSchema;

/** POST /admin/api/v1/file/upload: shares a file already uploaded straight to storage (name, fileUrl). */
export function createFileShare(input: FileShareInput): Promise<Envelope<FileShare>> {
  return adminApi.requestEnvelope({ method: "POST", url: "/admin/api/v1/file/upload", data: createFileShareInputSchema.parse(input) });
}

export function useCreateFileShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFileShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILE_SHARES_KEY }),
  });
}
