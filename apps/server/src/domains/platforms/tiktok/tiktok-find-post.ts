import type { FindPostInput, FoundPost } from "../platform-adapter.ts";
import { isPlatformError } from "../platform-error.ts";
import type { TiktokHttp } from "./tiktok-http.ts";
import { captionOf } from "./tiktok-post-options.ts";

const PAGE = 20;
const MAX_PAGES = 5;
/** Clocks apart: a post listed a little before the mark still counts. */
const SLACK_SECONDS = 120;

/** TikTok's listed title and description are cut to 150 characters: a listed text matches the start of what was sent. */
const sameText = (listed: unknown, sent: string) => typeof listed === "string" && listed.trim().length > 0 && sent.trim().startsWith(listed.trim());

/** The texts TikTok shows for a post made with these options (the caption of a video; title and description of a photo post). */
function sentTexts(input: FindPostInput) {
  if (input.kind === "video") return { title: captionOf(input), description: captionOf(input) };
  return { title: input.title, description: captionOf({ title: "", description: input.description, tags: input.tags }) };
}

function matches(video: Record<string, unknown>, input: FindPostInput): boolean {
  const sent = sentTexts(input);
  if (sent.title.trim() && !sameText(video.title, sent.title) && !(input.kind === "video" && sameText(video.video_description, sent.description))) return false;
  if (input.kind === "photo" && !sent.title.trim()) return sameText(video.video_description, sent.description);
  return true;
}

/**
 * The creator's post list (Display API `video/list`, newest first), read back to the creating
 * call's mark. TikTok lists public posts only, so a post made private or for friends is unreadable.
 */
export async function findTiktokPost(http: TiktokHttp, input: FindPostInput): Promise<FoundPost> {
  if (input.privacy !== "public") return { state: "unreadable" };
  const oldest = Math.floor(input.since.getTime() / 1000) - SLACK_SECONDS;
  let cursor: number | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    let data: Record<string, unknown>;
    try {
      ({ data } = await http.api({
        method: "POST",
        path: "/v2/video/list/",
        accessToken: input.accessToken,
        query: { fields: "id,create_time,title,video_description,share_url" },
        body: cursor === null ? { max_count: PAGE } : { max_count: PAGE, cursor },
      }));
    } catch (error) {
      if (isPlatformError(error) && (error.kind === "reconnect" || error.kind === "permanent")) return { state: "unreadable" };
      throw error;
    }
    const videos = Array.isArray(data.videos) ? (data.videos as Record<string, unknown>[]) : [];
    for (const video of videos) {
      if (typeof video.create_time === "number" && video.create_time < oldest) return { state: "absent" };
      if (matches(video, input)) return { state: "found", postId: String(video.id), postUrl: typeof video.share_url === "string" ? video.share_url : null };
    }
    if (data.has_more !== true || typeof data.cursor !== "number") return { state: "absent" };
    cursor = data.cursor;
  }
  return { state: "absent" };
}
