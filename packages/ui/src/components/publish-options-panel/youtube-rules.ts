import { YOUTUBE_PRIVACY_STATUSES } from "@cdp/contracts";

export { YOUTUBE_PRIVACY_STATUSES };
export type YouTubePrivacyStatus = (typeof YOUTUBE_PRIVACY_STATUSES)[number];

export type YouTubeOptions = {
  /** `status.privacyStatus`; none until chosen. */
  privacyStatus: YouTubePrivacyStatus | null;
  tags: string[];
};

export const EMPTY_YOUTUBE_OPTIONS: YouTubeOptions = { privacyStatus: null, tags: [] };

/** YouTube counts at most 500 characters of tags (platform-api-contracts §B.3.1). */
export const YOUTUBE_TAGS_MAX = 500;

/** Tags typed as one line: split on commas (ASCII or full-width), 、 and line breaks; trimmed, empty and repeated ones dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,，、\n]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** How YouTube counts tags: the commas between them count, and a tag with a space counts its quotes too. */
export function tagsLength(tags: readonly string[]): number {
  const characters = tags.reduce((sum, tag) => sum + [...tag].length + (tag.includes(" ") ? 2 : 0), 0);
  return characters + Math.max(0, tags.length - 1);
}

export type YouTubeOptionProblem = "privacyRequired" | "tagsTooLong";

export function youtubeOptionProblems(options: YouTubeOptions): YouTubeOptionProblem[] {
  const problems: YouTubeOptionProblem[] = [];
  if (options.privacyStatus == null) problems.push("privacyRequired");
  if (tagsLength(options.tags) > YOUTUBE_TAGS_MAX) problems.push("tagsTooLong");
  return problems;
}
