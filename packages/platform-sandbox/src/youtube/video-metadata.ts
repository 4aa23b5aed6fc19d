import type { VideoDraft, VideoPrivacy } from "./state.ts";

/** YouTube's assignable video categories (region US). */
const CATEGORY_IDS = ["1", "2", "10", "15", "17", "19", "20", "22", "23", "24", "25", "26", "27", "28", "29"];
const PRIVACY: VideoPrivacy[] = ["public", "unlisted", "private"];

export type MetadataProblem = { reason: string; message: string };

/** Tags' length as YouTube counts it: commas between tags, and quotes around a tag with a space. */
export function tagsLength(tags: string[]): number {
  const joined = tags.reduce((sum, tag) => sum + tag.length + (tag.includes(" ") ? 2 : 0), 0);
  return joined + Math.max(0, tags.length - 1);
}

type Body = { snippet?: Record<string, unknown>; status?: Record<string, unknown> } | null | undefined;

/** Validates a `video` resource sent to videos.insert (B.3.1); the reasons are YouTube's. */
export function readVideoDraft(body: Body): VideoDraft | MetadataProblem {
  const snippet = body?.snippet ?? {};
  const status = body?.status ?? {};
  const title = typeof snippet.title === "string" ? snippet.title : "";
  if (title.trim().length === 0 || [...title].length > 100 || /[<>]/.test(title)) return { reason: "invalidTitle", message: "The request metadata specifies an invalid or empty video title." };
  const description = snippet.description === undefined ? "" : snippet.description;
  if (typeof description !== "string" || Buffer.byteLength(description, "utf8") > 5000 || /[<>]/.test(description)) {
    return { reason: "invalidDescription", message: "The request metadata specifies an invalid video description." };
  }
  const tags = snippet.tags === undefined ? [] : snippet.tags;
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== "string") || tagsLength(tags as string[]) > 500) {
    return { reason: "invalidTags", message: "The request metadata specifies invalid video keywords." };
  }
  const categoryId = snippet.categoryId === undefined ? "22" : String(snippet.categoryId);
  if (!CATEGORY_IDS.includes(categoryId)) return { reason: "invalidCategoryId", message: "The snippet.categoryId property specifies an invalid category ID." };
  const privacy = status.privacyStatus === undefined ? "public" : status.privacyStatus;
  if (!PRIVACY.includes(privacy as VideoPrivacy)) return { reason: "invalidVideoMetadata", message: "The request metadata is invalid." };
  const publishAt = status.publishAt ?? null;
  if (publishAt !== null && (typeof publishAt !== "string" || Number.isNaN(Date.parse(publishAt)) || privacy !== "private")) {
    return { reason: "invalidPublishAt", message: "The request metadata specifies an invalid scheduled publishing time." };
  }
  return {
    title,
    description,
    tags: tags as string[],
    categoryId,
    privacy: privacy as VideoPrivacy,
    publishAt: publishAt as string | null,
    selfDeclaredMadeForKids: typeof status.selfDeclaredMadeForKids === "boolean" ? status.selfDeclaredMadeForKids : null,
    containsSyntheticMedia: typeof status.containsSyntheticMedia === "boolean" ? status.containsSyntheticMedia : null,
  };
}

export function isMetadataProblem(value: VideoDraft | MetadataProblem): value is MetadataProblem {
  return "reason" in value;
}
