import { z } from "zod";
import { idParamsSchema, pageQueryShape, sortQueryShape } from "./primitives.ts";

/** Spec section 7: `GET /qscrm/userCenter/systemOss/systemOssByUrl_v2?url={origin}`. */
export const uploadSignatureQuerySchema = z.object({
  url: z.string().max(2048).optional().describe("The origin the browser runs on (e.g. `https://cdp.example.com`)"),
  fileName: z
    .string()
    .max(1023)
    .optional()
    .describe(
      "The name of the file about to be posted. A bucket's policy pins the object's `Content-Type` to its format's type (`video/mp4`, `image/png`, …); without a name, or for other formats, the object is stored as a download (`application/octet-stream`, `Content-Disposition: attachment`)",
    ),
});
export type UploadSignatureQuery = z.infer<typeof uploadSignatureQuerySchema>;

/**
 * What the browser needs to post a file straight to storage: a multipart form to `host` with
 * `OSSAccessKeyId` (= accessid), `policy`, `signature`, `key` (= dir + timestamp + '=-=' + name),
 * `success_action_status` 200, the `fields` (each once: a field named there replaces the one above;
 * a bucket's include the pinned `Content-Type`), and `file` last. The file URL is `host + '/' + key`.
 */
export const uploadSignatureSchema = z.object({
  host: z.string(),
  accessid: z.string(),
  signature: z.string(),
  policy: z.string(),
  dir: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type UploadSignature = z.infer<typeof uploadSignatureSchema>;

export const MEDIA_TYPES = ["image", "video", "other"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** One stored upload of the signed-in user. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  key: z.string(),
  url: z.string(),
  type: z.enum(MEDIA_TYPES),
  mime: z.string(),
  fileSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A video's length in seconds when the server could read it (MP4), else null. */
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The media library's sort keys; newest first by default. */
export const MEDIA_SORT_KEYS = ["createdAt", "fileName", "fileSize"] as const;
export type MediaSortKey = (typeof MEDIA_SORT_KEYS)[number];

/** `GET /media/list`: the caller's uploads (素材库), filtered by name (contains, literally) and type. */
export const mediaListQuerySchema = z.object({
  ...pageQueryShape,
  ...sortQueryShape(MEDIA_SORT_KEYS),
  keyword: z.string().trim().max(100).optional().describe("Part of the file name (`%`, `_` and `\\` are taken literally)"),
  type: z.enum(MEDIA_TYPES).optional().describe("Only files of this type"),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** One file of the media library: the upload, and how many of the owner's publish targets use it. */
export const mediaLibraryItemSchema = mediaItemSchema.extend({
  /** Publish targets (any status) whose media (or task cover) is this file. */
  usedBy: z.number().int(),
  /** Of those, the ones waiting or being distributed: while above 0 the file cannot be deleted. */
  activeUses: z.number().int(),
});
export type MediaLibraryItem = z.infer<typeof mediaLibraryItemSchema>;

export const mediaListSchema = z.object({ list: z.array(mediaLibraryItemSchema), total: z.number().int() });
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaIdParamsSchema = idParamsSchema;

/**
 * `POST /media/complete`: after a direct upload to a cloud bucket (S3, OSS), the browser names the
 * key it posted; the server checks the object and records it in the caller's media.
 */
export const mediaCompleteRequestSchema = z.object({
  key: z.string().min(1).max(1023).describe("The key the file was posted under (dir + timestamp + '=-=' + name)"),
});
export type MediaCompleteRequest = z.infer<typeof mediaCompleteRequestSchema>;
