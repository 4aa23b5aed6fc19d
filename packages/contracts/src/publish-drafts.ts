import { z } from "zod";
import { recordIdSchema } from "./primitives.ts";

/**
 * Drafts of the two publish screens (视频发布, 图文发布), kept on the server as the operator works so a
 * half-built post survives a refresh, a closed tab or another device. A draft is the form as it stands:
 * it may be incomplete, so only its shape and sizes are checked here; the publish request checks the
 * rest when it is sent.
 */

export const PUBLISH_DRAFT_KINDS = ["video", "photo"] as const;
export const publishDraftKindSchema = z.enum(PUBLISH_DRAFT_KINDS, { error: "validation.draft.kind" });
export type PublishDraftKind = z.infer<typeof publishDraftKindSchema>;

/** Drafts an operator keeps at most (the oldest is not dropped silently: saving one more is refused). */
export const PUBLISH_DRAFTS_MAX = 50;

/** TikTok's privacy levels (`privacy_level_options` of creator_info), in the order they are offered. */
export const TIKTOK_PRIVACY_LEVELS = ["PUBLIC_TO_EVERYONE", "FOLLOWER_OF_CREATOR", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"] as const;
/** YouTube's `status.privacyStatus`. */
export const YOUTUBE_PRIVACY_STATUSES = ["public", "unlisted", "private"] as const;

const text = (max: number) => z.string().max(max, { error: "validation.draft.tooLarge" });
const url = text(2048);

/** An uploaded file as the form shows it, with its media id (the publish request takes ids). */
export const draftMediaSchema = z.object({
  mediaId: recordIdSchema,
  fileName: text(255),
  exportFile: url,
  imgUrl: url.optional(),
  address: url.optional(),
  type: z.enum(["video", "image", "other"]),
  fileSize: z.number().int().min(0),
});
export type DraftMedia = z.infer<typeof draftMediaSchema>;

const accountIdSchema = z.string().regex(/^\d{1,10}$/, { error: "validation.id" });

export const draftTikTokOptionsSchema = z.object({
  privacyLevel: z.enum(TIKTOK_PRIVACY_LEVELS).nullable(),
  allowComment: z.boolean(),
  allowDuet: z.boolean(),
  allowStitch: z.boolean(),
  autoAddMusic: z.boolean(),
  discloseCommercial: z.boolean(),
  yourBrand: z.boolean(),
  brandedContent: z.boolean(),
  aiGenerated: z.boolean(),
});

export const draftYouTubeOptionsSchema = z.object({
  privacyStatus: z.enum(YOUTUBE_PRIVACY_STATUSES).nullable(),
  tags: z.array(text(500)).max(500),
});

// The timing fields as typed: a number may be out of range until the field is left (the form says so; the draft keeps it).
const typedNumber = z.number().int().min(-1_000_000).max(1_000_000);

export const draftTimingSchema = z.object({
  intervalMinutes: typedNumber,
  intervalSeconds: typedNumber,
  jitterSeconds: typedNumber,
  start: z.enum(["now", "scheduled"]),
  startAt: text(32),
});

/** What both screens keep: the accounts (or one whole group), the texts, the options and the timing. */
const draftCommonShape = {
  accountIds: z.array(accountIdSchema).max(1000),
  groupId: recordIdSchema.nullable(),
  title: text(5000),
  description: text(20_000),
  tiktok: draftTikTokOptionsSchema,
  timing: draftTimingSchema,
};

export const videoDraftContentSchema = z.object({
  kind: z.literal("video"),
  ...draftCommonShape,
  videos: z.array(draftMediaSchema).max(1000),
  /** Which video each account posts, with per-account texts (the assignment table's rows). */
  rows: z
    .array(z.object({ accountId: accountIdSchema, videoId: url.nullable(), title: text(5000).optional(), description: text(20_000).optional() }))
    .max(1000),
  thumbnail: draftMediaSchema.nullable(),
  youtube: draftYouTubeOptionsSchema,
});

export const photoDraftContentSchema = z.object({
  kind: z.literal("photo"),
  ...draftCommonShape,
  /** In posting order. */
  images: z.array(draftMediaSchema).max(100),
  coverIndex: z.number().int().min(0).max(99),
});

export const publishDraftContentSchema = z.discriminatedUnion("kind", [videoDraftContentSchema, photoDraftContentSchema], { error: "validation.draft.kind" });
export type PublishDraftContent = z.infer<typeof publishDraftContentSchema>;
export type VideoDraftContent = z.infer<typeof videoDraftContentSchema>;
export type PhotoDraftContent = z.infer<typeof photoDraftContentSchema>;

/** Every stored file a draft names: the videos and the YouTube cover, or the images. */
export function draftFilesOf(content: PublishDraftContent): DraftMedia[] {
  return content.kind === "video" ? [...content.videos, ...(content.thumbnail ? [content.thumbnail] : [])] : content.images;
}

export const saveDraftRequestSchema = z.object({ content: publishDraftContentSchema });
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;

export const draftListRequestSchema = z.object({ kind: publishDraftKindSchema.optional() });

/** One line of the drafts list: enough to recognise it. */
export const publishDraftSummarySchema = z.object({
  id: z.number().int(),
  kind: publishDraftKindSchema,
  title: z.string(),
  accountCount: z.number().int(),
  mediaCount: z.number().int(),
  updatedAt: z.string(),
});
export type PublishDraftSummary = z.infer<typeof publishDraftSummarySchema>;
export const publishDraftListSchema = z.object({ list: z.array(publishDraftSummarySchema) });

/**
 * A draft to open. `missing`: the parts that are gone since it was saved (accounts unbound or no
 * longer the operator's, files deleted), for the screen to name and leave out, not to fail on.
 */
export const publishDraftSchema = z.object({
  id: z.number().int(),
  content: publishDraftContentSchema,
  updatedAt: z.string(),
  missing: z.object({ accountIds: z.array(z.string()), mediaIds: z.array(z.number().int()) }),
});
export type PublishDraft = z.infer<typeof publishDraftSchema>;

export const savedDraftSchema = z.object({ id: z.number().int(), updatedAt: z.string() });
export type SavedDraft = z.infer<typeof savedDraftSchema>;
