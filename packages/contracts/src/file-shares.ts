import { z } from "zod";
import { idParamsSchema, recordIdSchema, pageQueryShape, sortQueryShape } from "./primitives.ts";
import { MEDIA_TYPES } from "./storage.ts";

/** Spec sections 3 and 5: a shared file's name has at most 50 characters. */
export const FILE_SHARE_NAME_MAX_LENGTH = 50;

/**
 * A shared file as the file dialog saves it (spec: name, fileUrl). `fileUrl` is the direct
 * upload's `host + '/' + key`. `POST /admin/api/v1/file/upload` creates one (ADR 0006).
 */
export const fileShareInputSchema = z.object({
  name: z
    .string({ error: "validation.fileShare.name.required" })
    .trim()
    .min(1, { error: "validation.fileShare.name.required", abort: true })
    .max(FILE_SHARE_NAME_MAX_LENGTH, { error: "validation.fileShare.name.tooLong" }),
  fileUrl: z
    .string({ error: "validation.fileShare.file.required" })
    .trim()
    .min(1, { error: "validation.fileShare.file.required", abort: true })
    .max(2048, { error: "validation.fileShare.file.invalid" })
    // The direct upload's `host + '/' + key`: an http(s) URL (a bucket, a CDN or this server).
    .refine(isHttpUrl, { error: "validation.fileShare.file.invalid" }),
});

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}
export type FileShareInput = z.infer<typeof fileShareInputSchema>;

export const fileShareUpdateSchema = fileShareInputSchema.extend({ id: recordIdSchema });
export type FileShareUpdate = z.infer<typeof fileShareUpdateSchema>;

export const fileShareSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileUrl: z.string(),
  /** The uploaded file's own name (from its key). */
  fileName: z.string(),
  /** From the stored upload's record when the server has one, else from the name's extension. */
  fileType: z.enum(MEDIA_TYPES),
  /** Null when the storage did not report it (a cloud driver's upload). */
  fileSize: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileShare = z.infer<typeof fileShareSchema>;

export const fileSharePageRequestSchema = z.object({
  ...pageQueryShape,
  ...sortQueryShape(["createdAt", "name", "fileSize"]),
});
export type FileSharePageRequest = z.input<typeof fileSharePageRequestSchema>;
export type FileSharePageQuery = z.output<typeof fileSharePageRequestSchema>;

export const fileSharePageSchema = z.object({ list: z.array(fileShareSchema), total: z.number().int() });
export type FileSharePage = z.infer<typeof fileSharePageSchema>;

export const fileShareIdParamsSchema = idParamsSchema;
