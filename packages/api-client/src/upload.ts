import type { AxiosInstance } from "axios";
import { CRM_SUCCESS_CODE, translate, type Locale, type UploadSignature } from "@cdp/contracts";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error.ts";
import { lazyInstance, type SurfaceClient } from "./create-client.ts";
import { isEnvelope } from "./envelope.ts";

/** Spec section 7: where the browser asks for an upload signature (code 0 on both surfaces). */
export const UPLOAD_SIGNATURE_PATH = "/qscrm/userCenter/systemOss/systemOssByUrl_v2";

/** The spec's uploaded file item (the same shape as `UploadedFileItem` of `@cdp/ui/uploader`). */
export type UploadedFile = {
  fileName: string;
  /** `host + '/' + key`. */
  exportFile: string;
  imgUrl?: string;
  type: "video" | "image" | "other";
  address?: string;
  fileSize: number;
  /** The media record's id, when the surface recorded the upload (`completePath`). */
  mediaId?: number;
};

/** The uploader's `upload` prop: one file, progress 0 to 100, aborted by `signal`. */
export type UploadFunction = (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadedFile>;

export type UploaderOptions = {
  getLocale: () => Locale;
  /** The page's origin, sent as `?url=`. Default: `window.location.origin`. */
  getOrigin?: () => string;
  /** The timestamp in the key. Default: `Date.now`. */
  now?: () => number;
  /** Where the form is posted from; default a client of its own (see `createStorageClient`). */
  storage?: StorageClient;
  /**
   * The surface's `…/media/complete` path: after the form is posted, the server records the stored
   * file (a cloud bucket's upload reaches the server only this way) and checks its size and type.
   */
  completePath?: string;
};

/**
 * The HTTP client of the storage host: its own axios instance (made with the first upload), with no
 * API token, no API headers and no time limit, as it may be a bucket elsewhere.
 */
export type StorageClient = { http: () => Promise<AxiosInstance> };

/** `getLocale`: the language of the messages of a refused upload. */
export function createStorageClient(getLocale: () => Locale): StorageClient {
  return { http: lazyInstance(getLocale, ({ createStorageInstance }) => createStorageInstance(getLocale)) };
}

const IMAGE_EXTENSIONS = ["png", "jpeg", "jpg", "gif"];
const VIDEO_EXTENSIONS = ["mp4", "rmvb", "avi", "ts"];

export function uploadedFileType(fileName: string): UploadedFile["type"] {
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  if (!fileName.includes(".")) return "other";
  if (IMAGE_EXTENSIONS.includes(extension)) return "image";
  if (VIDEO_EXTENSIONS.includes(extension)) return "video";
  return "other";
}

/**
 * The direct upload of spec section 7: ask the API (through the signed-in surface client) for a
 * signature, then post the file as a multipart form straight to the storage host, `file` last.
 * Failures become an ApiError; an abort rejects with axios' `CanceledError`.
 */
export function createUploader(client: SurfaceClient, options: UploaderOptions): UploadFunction {
  const now = options.now ?? Date.now;
  const getOrigin = options.getOrigin ?? (() => window.location.origin);
  const storage = options.storage ?? createStorageClient(options.getLocale);

  async function sign(fileName: string, signal: AbortSignal): Promise<UploadSignature> {
    // The name lets a bucket's policy pin the type the file is stored and served with.
    const response = await client.send({ url: UPLOAD_SIGNATURE_PATH, params: { url: getOrigin(), fileName }, signal });
    const body = response.data;
    if (!isEnvelope(body)) throw new ApiError(NETWORK_ERROR_CODE, translate(options.getLocale(), "error.INTERNAL"), response.status);
    if (body.code !== CRM_SUCCESS_CODE) throw new ApiError(body.code, body.msg, response.status);
    return body.data as UploadSignature;
  }

  return async (file, onProgress, signal) => {
    const signature = await sign(file.name, signal);
    const key = `${signature.dir}${now()}=-=${file.name}`;
    // Each field once: a bucket refuses repeated or unsigned fields, and the signature's `fields` win.
    const fields = { OSSAccessKeyId: signature.accessid, policy: signature.policy, signature: signature.signature, key, success_action_status: "200", ...signature.fields };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file, file.name);
    await (await storage.http()).post(signature.host, form, {
      signal,
      onUploadProgress: ({ loaded, total }) => {
        if (total) onProgress(Math.min(100, Math.round((loaded / total) * 100)));
      },
    });
    const recorded = options.completePath ? await client.request<{ id: number }>({ method: "POST", url: options.completePath, data: { key }, signal }) : undefined;
    onProgress(100);
    const url = `${signature.host}/${key}`;
    const type = uploadedFileType(file.name);
    return {
      fileName: file.name,
      exportFile: url,
      type,
      fileSize: file.size,
      ...(type === "image" ? { imgUrl: url } : {}),
      ...(type === "video" ? { address: url } : {}),
      ...(recorded ? { mediaId: recorded.id } : {}),
    };
  };
}

