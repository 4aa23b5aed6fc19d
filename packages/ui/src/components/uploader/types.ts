/** What an uploader accepts. `media` takes images and videos; `any` takes every file. */
export type UploadAccept = "image" | "video" | "media" | "any";

/** The spec's uploaded file item: what an upload returns and what the uploader lists. */
export type UploadedFileItem = {
  fileName: string;
  /** The file's URL. */
  exportFile: string;
  /** The image's URL (images only). */
  imgUrl?: string;
  type: "video" | "image" | "other";
  /** The video's link (videos only). */
  address?: string;
  /** In bytes. */
  fileSize: number;
};

/**
 * Uploads one file, reporting progress (0 to 100) as it goes, and resolves to the stored item.
 * Rejects on failure (with an `UploadRefusal` when the server said why). `signal` aborts it when
 * the file is removed or replaced mid-upload.
 */
export type UploadFn = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<UploadedFileItem>;

/** An upload the server refused, with its reason in the user's language (e.g. the file's content does not match its type). */
export class UploadRefusal extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UploadRefusal";
  }
}
