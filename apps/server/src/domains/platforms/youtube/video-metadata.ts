import { youtubeTagsLength } from "@cdp/contracts";
import type { PrivacyChoice, VideoPostOptions } from "../platform-adapter.ts";
import { youtubeError } from "./youtube-errors.ts";

const PRIVACY: Record<PrivacyChoice, "public" | "unlisted" | "private"> = { public: "public", friends: "unlisted", private: "private" };
const PEOPLE_AND_BLOGS = "22";

/** Tags' length as YouTube counts it (the publish screens count the same). */
export const tagsLength = youtubeTagsLength;

/**
 * The `video` resource for videos.insert, checked against YouTube's rules first so a bad title
 * fails here, before a session (and quota) is spent.
 */
export function videoResourceFor(options: VideoPostOptions) {
  const title = options.title.trim();
  if (title.length === 0 || [...title].length > 100 || /[<>]/.test(title)) throw youtubeError("invalidTitle", { platformCode: "invalidTitle" });
  if (Buffer.byteLength(options.description, "utf8") > 5000 || /[<>]/.test(options.description)) throw youtubeError("invalidDescription");
  const tags = options.tags.map((tag) => tag.trim()).filter(Boolean);
  if (tagsLength(tags) > 500 || tags.some((tag) => /[<>]/.test(tag))) throw youtubeError("invalidTags");
  return {
    snippet: { title, description: options.description, tags, categoryId: PEOPLE_AND_BLOGS },
    status: {
      privacyStatus: PRIVACY[options.privacy],
      selfDeclaredMadeForKids: false,
      containsSyntheticMedia: options.aiGenerated,
    },
  };
}
