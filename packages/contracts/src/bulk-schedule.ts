import { z } from "zod";
import { importErrorSchema } from "./back-office.ts";
import type { Locale } from "./locale.ts";
import type { PRIVACY_CHOICES } from "./publishing.ts";

/** Bulk scheduling from Excel (批量排期导入): the template, the import and its error table. */

/** Spec §5: at most 300 data rows per import. */
export const BULK_SCHEDULE_MAX_ROWS = 300;
/** The zone of a row that names none. */
export const BULK_SCHEDULE_DEFAULT_TIME_ZONE = "Asia/Shanghai";

/** The template's columns, in order. */
export const BULK_SCHEDULE_FIELDS = ["account", "group", "media", "title", "description", "tags", "privacy", "allowComment", "allowDuet", "allowStitch", "scheduledAt", "timeZone"] as const;
export type BulkScheduleField = (typeof BULK_SCHEDULE_FIELDS)[number];

/** The header row in each language (either is accepted; the error table names fields in the caller's). */
export const BULK_SCHEDULE_HEADERS: Record<Locale, Record<BulkScheduleField, string>> = {
  "zh-CN": {
    account: "账号",
    group: "分组",
    media: "素材",
    title: "标题",
    description: "描述",
    tags: "标签",
    privacy: "隐私",
    allowComment: "允许评论",
    allowDuet: "允许合拍",
    allowStitch: "允许拼接",
    scheduledAt: "发布时间",
    timeZone: "时区",
  },
  en: {
    account: "Account",
    group: "Group",
    media: "Media",
    title: "Title",
    description: "Description",
    tags: "Tags",
    privacy: "Privacy",
    allowComment: "Allow comments",
    allowDuet: "Allow duet",
    allowStitch: "Allow stitch",
    scheduledAt: "Publish time",
    timeZone: "Time zone",
  },
};

type PrivacyChoice = (typeof PRIVACY_CHOICES)[number];
/** What the 隐私 column accepts for each privacy choice (the first is what the template shows). */
export const BULK_SCHEDULE_PRIVACY_WORDS: Record<PrivacyChoice, string[]> = {
  public: ["所有人", "公开", "public", "everyone"],
  friends: ["好友", "互关好友", "friends", "unlisted"],
  private: ["仅自己可见", "私密", "private", "only me"],
};
/** What the yes/no columns accept. */
export const BULK_SCHEDULE_YES = ["是", "允许", "yes", "y", "true", "1"];
export const BULK_SCHEDULE_NO = ["否", "不允许", "no", "n", "false", "0"];
/** Separators between image names (a photo post) and between tags. */
export const BULK_SCHEDULE_LIST_SEPARATOR = /[、;；]/;
export const BULK_SCHEDULE_TAG_SEPARATOR = /[、;；,，\s]+/;

/** The answer to an import: the spec's error table when a row is wrong, else what was created. */
export const bulkScheduleResultSchema = z.object({
  hasError: z.boolean(),
  /** How many rows are wrong. */
  errorSize: z.number().int(),
  errorMessages: z.array(importErrorSchema),
  /** Tasks created (one per row and platform). */
  tasks: z.number().int(),
  /** Targets created (one per account of a row). */
  targets: z.number().int(),
});
export type BulkScheduleResult = z.infer<typeof bulkScheduleResultSchema>;
