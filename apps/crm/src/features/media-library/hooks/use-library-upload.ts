import { ApiError, NETWORK_ERROR_CODE } from "@cdp/api-client";
import { UploadRefusal, type UploadFn } from "@cdp/ui/uploader";
import { useQueryClient } from "@tanstack/react-query";
import { crmUpload } from "../../../shared/api/index.ts";
import { MEDIA_KEY } from "../../../shared/media-library/index.ts";

/** Uploads into the library (the publish screens' signed direct upload); the list refreshes after each file. */
export function useLibraryUpload(): UploadFn {
  const queryClient = useQueryClient();
  return async (file, onProgress, signal) => {
    try {
      const item = await crmUpload(file, onProgress, signal);
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
      return item;
    } catch (error) {
      // The server said why (e.g. the content is not what the name says): the uploader shows it with the file.
      if (error instanceof ApiError && error.code !== NETWORK_ERROR_CODE && error.message) throw new UploadRefusal(error.message);
      throw error;
    }
  };
}
