import { z } from "zod";

/**
 * Validation rules shared by forms and the server. Messages are keys of `MESSAGES`, so the
 * server answers in the caller's language and forms show the same words.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
/** Email lists are separated by `;`, `,` or white space. */
export const EMAIL_LIST_SEPARATOR = /[;,\s]+/;

export const IMAGE_EXTENSIONS = ["png", "jpeg", "jpg", "gif"] as const;
export const VIDEO_EXTENSIONS = ["mp4", "rmvb", "avi", "ts"] as const;
export const EXCEL_EXTENSIONS = ["xlsx", "xls"] as const;

export const emailSchema = z.string({ error: "validation.email" }).trim().regex(EMAIL_PATTERN, { error: "validation.email" });
export const mobileSchema = z
  .string({ error: "validation.mobile.required" })
  .trim()
  .min(1, { error: "validation.mobile.required", abort: true })
  .regex(MOBILE_PATTERN, { error: "validation.mobile" });

export function splitEmailList(value: string): string[] {
  return value.split(EMAIL_LIST_SEPARATOR).filter(Boolean);
}

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** Spec: a file name must not contain an ASCII or full-width comma. */
export function hasCommaInName(fileName: string): boolean {
  return /[,，]/.test(fileName);
}
