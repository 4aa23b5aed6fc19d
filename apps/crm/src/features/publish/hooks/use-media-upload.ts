import type { UploadFn } from "@cdp/ui/uploader";
import { useRef, useState } from "react";
import { crmUpload } from "../../../shared/api/index.ts";
import { findMediaByUrl } from "../api/find-media.ts";

/**
 * The signed direct upload for the publish screens: it also learns each stored file's media id
 * (the publish API takes ids) and counts the uploads in flight, so leaving mid-upload can ask first.
 */
export function useMediaUpload() {
  const mediaIds = useRef(new Map<string, number>());
  const [inFlight, setInFlight] = useState(0);

  const upload: UploadFn = async (file, onProgress, signal) => {
    setInFlight((count) => count + 1);
    try {
      const item = await crmUpload(file, onProgress, signal);
      const media = await findMediaByUrl(item.exportFile);
      if (!media) throw new Error("uploaded media not found");
      mediaIds.current.set(item.exportFile, media.id);
      return item;
    } finally {
      setInFlight((count) => count - 1);
    }
  };

  const mediaIdOf = (url: string) => mediaIds.current.get(url);
  return { upload, mediaIdOf, uploading: inFlight > 0 };
}
