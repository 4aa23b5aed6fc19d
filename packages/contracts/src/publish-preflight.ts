import type { MessageKey } from "./messages.ts";
import type { PRIVACY_CHOICES } from "./publishing.ts";

type PrivacyChoice = (typeof PRIVACY_CHOICES)[number];

/**
 * The platforms' published rules for one target (one account's post), checked before anything is
 * sent: by the publish screens for each row of the confirm table, and by the server, which refuses
 * a task that breaks them with the same message (platform-api-contracts §A.3, §B.3).
 */

export const TIKTOK_CAPTION_MAX = 2200;
export const TIKTOK_PHOTO_TITLE_MAX = 90;
export const TIKTOK_PHOTO_DESCRIPTION_MAX = 4000;
export const TIKTOK_PHOTO_MAX = 35;
export const YOUTUBE_TITLE_MAX = 100;
export const YOUTUBE_DESCRIPTION_MAX_BYTES = 5000;
export const YOUTUBE_TAGS_MAX = 500;

/** What a TikTok creator allows now (creator_info); null when it could not be read (the worker asks again). */
export type CreatorRules = {
  privacyChoices: PrivacyChoice[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoDurationSeconds: number | null;
};

export type PreflightTarget = {
  platform: "tiktok" | "youtube";
  kind: "video" | "photo";
  accountName: string;
  title: string;
  description: string;
  tags: string[];
  privacy: PrivacyChoice;
  allowComment: boolean;
  allowDuet: boolean;
  allowStitch: boolean;
  /** The video's length when known. */
  durationSeconds: number | null;
  /** Photo posts: how many images. */
  imageCount: number;
  creator: CreatorRules | null;
};

export type PreflightField = "title" | "description" | "tags" | "privacy" | "comment" | "duet" | "stitch" | "video" | "images";
export type PreflightProblem = { field: PreflightField; key: MessageKey; params: Record<string, string | number> };

/** TikTok's caption as the connector sends it: title, description, then any tag not already written as a #hashtag. */
export function tiktokCaption(parts: { title: string; description: string; tags: string[] }): string {
  const text = [parts.title.trim(), parts.description.trim()].filter(Boolean).join("\n\n");
  const missing = parts.tags.map((tag) => tag.replace(/^#/, "").trim()).filter((tag) => tag && !text.includes(`#${tag}`));
  return [text, missing.map((tag) => `#${tag}`).join(" ")].filter(Boolean).join(" ");
}

/** Tags' length as YouTube counts it: commas between tags, quotes around a tag holding a space. */
export function youtubeTagsLength(tags: string[]): number {
  return tags.reduce((sum, tag) => sum + tag.length + (tag.includes(" ") ? 2 : 0), 0) + Math.max(0, tags.length - 1);
}

const ANGLE_BRACKETS = /[<>]/;
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

function youtubeProblems(target: PreflightTarget): PreflightProblem[] {
  const problems: PreflightProblem[] = [];
  const title = target.title.trim();
  if (title.length === 0 || [...title].length > YOUTUBE_TITLE_MAX || ANGLE_BRACKETS.test(title)) problems.push({ field: "title", key: "validation.publish.youtube.title", params: { max: YOUTUBE_TITLE_MAX } });
  if (utf8Bytes(target.description) > YOUTUBE_DESCRIPTION_MAX_BYTES || ANGLE_BRACKETS.test(target.description)) {
    problems.push({ field: "description", key: "validation.publish.youtube.description", params: { max: YOUTUBE_DESCRIPTION_MAX_BYTES } });
  }
  const tags = target.tags.map((tag) => tag.trim()).filter(Boolean);
  if (youtubeTagsLength(tags) > YOUTUBE_TAGS_MAX || tags.some((tag) => ANGLE_BRACKETS.test(tag))) problems.push({ field: "tags", key: "validation.publish.youtube.tags", params: { max: YOUTUBE_TAGS_MAX } });
  return problems;
}

function tiktokProblems(target: PreflightTarget): PreflightProblem[] {
  const problems: PreflightProblem[] = [];
  if (target.kind === "video") {
    if (tiktokCaption(target).length > TIKTOK_CAPTION_MAX) problems.push({ field: "title", key: "validation.publish.tiktok.caption", params: { max: TIKTOK_CAPTION_MAX } });
  } else {
    if (target.title.length > TIKTOK_PHOTO_TITLE_MAX) problems.push({ field: "title", key: "validation.publish.tiktok.photoTitle", params: { max: TIKTOK_PHOTO_TITLE_MAX } });
    if (tiktokCaption({ title: "", description: target.description, tags: target.tags }).length > TIKTOK_PHOTO_DESCRIPTION_MAX) {
      problems.push({ field: "description", key: "validation.publish.tiktok.photoDescription", params: { max: TIKTOK_PHOTO_DESCRIPTION_MAX } });
    }
    if (target.imageCount < 1 || target.imageCount > TIKTOK_PHOTO_MAX) problems.push({ field: "images", key: "validation.publish.images.count", params: {} });
  }
  return target.creator ? [...problems, ...creatorProblems(target, target.creator)] : problems;
}

/** What the TikTok creator's creator_info forbids of this target (the server checks it again with a fresh answer). */
export function creatorProblems(
  target: Pick<PreflightTarget, "kind" | "accountName" | "privacy" | "allowComment" | "allowDuet" | "allowStitch" | "durationSeconds">,
  creator: CreatorRules,
): PreflightProblem[] {
  const problems: PreflightProblem[] = [];
  const name = target.accountName;
  if (!creator.privacyChoices.includes(target.privacy)) problems.push({ field: "privacy", key: "publish.privacyNotAllowed", params: { name } });
  if (target.allowComment && creator.commentDisabled) problems.push({ field: "comment", key: "publish.commentDisabled", params: { name } });
  if (target.kind === "video" && target.allowDuet && creator.duetDisabled) problems.push({ field: "duet", key: "publish.duetDisabled", params: { name } });
  if (target.kind === "video" && target.allowStitch && creator.stitchDisabled) problems.push({ field: "stitch", key: "publish.stitchDisabled", params: { name } });
  const max = creator.maxVideoDurationSeconds;
  if (target.kind === "video" && target.durationSeconds !== null && max !== null && target.durationSeconds > max) problems.push({ field: "video", key: "publish.videoTooLong", params: { name, max } });
  return problems;
}

/** Every rule the target breaks, in the order of the form's fields; empty when it may be sent. */
export function preflightProblems(target: PreflightTarget): PreflightProblem[] {
  return target.platform === "youtube" ? youtubeProblems(target) : tiktokProblems(target);
}
