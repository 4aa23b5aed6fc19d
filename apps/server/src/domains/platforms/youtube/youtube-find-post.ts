import type { AdapterDeps } from "../adapter-deps.ts";
import type { FindPostInput, FoundPost } from "../platform-adapter.ts";
import { isPlatformError } from "../platform-error.ts";
import { bearer, googleJson } from "./google-http.ts";
import type { YoutubeEndpoints } from "./youtube-endpoints.ts";
import { reserveQuota } from "./youtube-quota.ts";

const MAX_PAGES = 4;
const SLACK_MS = 120_000;

type ChannelList = { items?: { contentDetails?: { relatedPlaylists?: { uploads?: string } } }[] };
type PlaylistItems = {
  items?: { snippet?: { title?: string; publishedAt?: string }; contentDetails?: { videoId?: string; videoPublishedAt?: string } }[];
  nextPageToken?: string;
};

/**
 * The channel's uploads (its "uploads" playlist, newest first; the owner sees private videos too),
 * read back to the session's final chunk, matched by title.
 */
export async function findYoutubePost(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: FindPostInput): Promise<FoundPost> {
  try {
    await reserveQuota(deps, endpoints.web.clientId, "read");
    const channels = await googleJson<ChannelList>(deps, `${endpoints.dataApi}/channels?part=contentDetails&mine=true`, { headers: bearer(input.accessToken) });
    const uploads = channels.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
    if (!uploads) return { state: "absent" };
    const oldest = input.since.getTime() - SLACK_MS;
    const title = input.title.trim();
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      await reserveQuota(deps, endpoints.web.clientId, "read");
      const query = new URLSearchParams({ part: "snippet,contentDetails", playlistId: uploads, maxResults: "50", ...(pageToken ? { pageToken } : {}) });
      const list = await googleJson<PlaylistItems>(deps, `${endpoints.dataApi}/playlistItems?${query}`, { headers: bearer(input.accessToken) });
      for (const entry of list.items ?? []) {
        const published = Date.parse(entry.contentDetails?.videoPublishedAt ?? entry.snippet?.publishedAt ?? "");
        if (Number.isFinite(published) && published < oldest) return { state: "absent" };
        const videoId = entry.contentDetails?.videoId;
        if (videoId && entry.snippet?.title?.trim() === title) return { state: "found", postId: videoId, postUrl: `https://www.youtube.com/watch?v=${videoId}` };
      }
      if (!list.nextPageToken) return { state: "absent" };
      pageToken = list.nextPageToken;
    }
    return { state: "absent" };
  } catch (error) {
    if (isPlatformError(error) && (error.kind === "reconnect" || error.kind === "permanent")) return { state: "unreadable" };
    throw error;
  }
}
