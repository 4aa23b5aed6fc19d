import { z } from "zod";

/** Publish task types (spec section 3). */
export const PUBLISH_TASK_TYPES = ["UPLOAD", "PUBLISH_TIKTOK", "PUBLISH_YOUTUBE", "SEND_CONTENT"] as const;
export const publishTaskTypeSchema = z.enum(PUBLISH_TASK_TYPES);
export type PublishTaskType = z.infer<typeof publishTaskTypeSchema>;
export const PUBLISH_TASK_TYPE_LABELS: Record<PublishTaskType, { "zh-CN": string; en: string }> = {
  UPLOAD: { "zh-CN": "上传文件", en: "Upload file" },
  PUBLISH_TIKTOK: { "zh-CN": "发布到 TikTok", en: "Publish to TikTok" },
  PUBLISH_YOUTUBE: { "zh-CN": "发布到 YouTube", en: "Publish to YouTube" },
  SEND_CONTENT: { "zh-CN": "图文发布", en: "Image/text post" },
};

/**
 * Publish status numbers: the spec's 0 distributing, 1 succeeded, 2 failed, and 3 to verify (需核实): the
 * platform may have made the post but cannot be read to say so (a private TikTok post whose answer was
 * lost). A 3 is never resent with its task; one item is resent only once the operator confirms the post
 * is not on the platform.
 */
export const PublishStatus = { Distributing: 0, Succeeded: 1, Failed: 2, ToVerify: 3 } as const;
export type PublishStatus = (typeof PublishStatus)[keyof typeof PublishStatus];
export const publishStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const PUBLISH_STATUS_LABELS: Record<PublishStatus, { "zh-CN": string; en: string }> = {
  0: { "zh-CN": "分发中", en: "Distributing" },
  1: { "zh-CN": "分发成功", en: "Distribution succeeded" },
  2: { "zh-CN": "分发失败", en: "Distribution failed" },
  3: { "zh-CN": "需核实", en: "To verify" },
};

/** Units of measure (spec section 3) with their Chinese labels. */
export const UNITS = ["GE", "TAI", "ZHI", "BRANCH", "TAO", "JIAN", "ZU", "FEN", "ML", "KG", "DUN"] as const;
export const unitSchema = z.enum(UNITS);
export type Unit = z.infer<typeof unitSchema>;
export const UNIT_LABELS: Record<Unit, { "zh-CN": string; en: string }> = {
  GE: { "zh-CN": "个", en: "piece" },
  TAI: { "zh-CN": "台", en: "set" },
  ZHI: { "zh-CN": "只", en: "item" },
  BRANCH: { "zh-CN": "支", en: "stick" },
  TAO: { "zh-CN": "套", en: "suite" },
  JIAN: { "zh-CN": "件", en: "article" },
  ZU: { "zh-CN": "组", en: "group" },
  FEN: { "zh-CN": "份", en: "portion" },
  ML: { "zh-CN": "毫升", en: "ml" },
  KG: { "zh-CN": "千克", en: "kg" },
  DUN: { "zh-CN": "吨", en: "ton" },
};

/** Colour options 1 to 10 (tags on account groups and the like). */
export const COLOR_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type ColorOption = (typeof COLOR_OPTIONS)[number];
export const colorOptionSchema = z.number().int().min(1).max(10);

export const PLATFORMS = ["tiktok", "youtube"] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;
