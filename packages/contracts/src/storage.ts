import { z } from "zod";

/** Spec section 7: `GET /qscrm/userCenter/systemOss/systemOssByUrl_v2?url={origin}`. */
export const uploadSignatureQuerySchema = z.object({
  url: z.string().max(2048).optional().describe("The origin the browser runs on (e.g. `https://cdp.example.com`)"),
});
export type UploadSignatureQuery = z.infer<typeof uploadSignatureQuerySchema>;

/**
 * What the browser needs to post a file straight to storage: a multipart form to `host` with
 * `OSSAccessKeyId` (= accessid), `policy`, `signature`, `key` (= dir + timestamp + '=-=' + name),
 * `success_action_status` 200, any `fields`, and `file` last. The file URL is `host + '/' + key`.
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
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaListSchema = z.object({ list: z.array(mediaItemSchema), total: z.number().int() });
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
