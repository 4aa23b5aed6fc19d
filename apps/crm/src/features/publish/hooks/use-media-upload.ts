import { ApiError, NETWORK_ERROR_CODE } from "@cdp/api-client";
import { UploadRefusal, type UploadFn } from "@cdp/ui/uploader";
import { useRef, useState } from "react";
import { crmUpload } from "../../../shared/api/index.ts";
import { useUploadLimitMb } from "../../../shared/api/index.ts";

/**
 * The signed direct upload for the publish screens: it keeps each stored file's media id (the
 * publish API takes ids; `/media/complete` answers with it) and counts the uploads in flight, so leaving mid-upload can ask first.
 * `maxSizeMb` is the plan's upload limit, for the uploader to refuse a larger file before sending it.
 */
export function useMediaUpload() {
  const mediaIds = useRef(new Map<string, number>());
  const maxSizeMb = useUploadLimitMb();
  const [inFlight, setInFlight] = useState(0);

  const upload: UploadFn = async (file, onProgress, signal) => {
    setInFlight((count) => count + 1);
    try {
      const { mediaId, ...item } = await crmUpload(file, onProgress, signal);
      if (mediaId === undefined) throw new Error("the upload was not recorded");
      mediaIds.current.set(item.exportFile, mediaId);
      return item;
    } catch (error) {
      // The server said why (e.g. the content is not what the name says): the uploader shows it with the file.
      if (error instanceof ApiError && error.code !== NETWORK_ERROR_CODE && error.message) throw new UploadRefusal(error.message);
      throw error;
    } finally {
      setInFlight((count) => count - 1);
    }
  };

  const mediaIdOf = (url: string) => mediaIds.current.get(url);
  /** A file stored before (an opened draft's): its media id, as if just uploaded. */
  const remember = (url: string, mediaId: number) => mediaIds.current.set(url, mediaId);
  return { upload, mediaIdOf, remember, uploading: inFlight > 0, maxSizeMb };
}
