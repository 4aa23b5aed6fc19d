import type { AccountProfile, PostFigures } from "../platform-adapter.ts";
import type { TiktokHttp } from "./tiktok-http.ts";

const USER_FIELDS = "open_id,union_id,avatar_url,display_name,username,follower_count,likes_count,video_count";
/** Views are summed over the newest public videos only: a few pages keep the call cheap. */
const VIEW_PAGES = 5;

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** Who the token belongs to, with totals from user/info and views summed over video/list. */
export async function fetchTiktokProfile(http: TiktokHttp, accessToken: string): Promise<AccountProfile> {
  const { data } = await http.api({ method: "GET", path: "/v2/user/info/", accessToken, query: { fields: USER_FIELDS } });
  const user = (data.user ?? {}) as Record<string, unknown>;
  let views = 0;
  let cursor: number | undefined;
  for (let page = 0; page < VIEW_PAGES; page += 1) {
    const { data: list } = await http.api({
      method: "POST",
      path: "/v2/video/list/",
      accessToken,
      query: { fields: "id,view_count" },
      body: cursor === undefined ? { max_count: 20 } : { max_count: 20, cursor },
    });
    const videos = Array.isArray(list.videos) ? (list.videos as Record<string, unknown>[]) : [];
    views += videos.reduce((sum, video) => sum + count(video.view_count), 0);
    if (list.has_more !== true || typeof list.cursor !== "number") break;
    cursor = list.cursor;
  }
  const openId = text(user.open_id) ?? "";
  return {
    externalId: openId,
    name: text(user.display_name) ?? text(user.username) ?? openId,
    username: text(user.username),
    avatarUrl: text(user.avatar_url),
    stats: { fans: count(user.follower_count), likes: count(user.likes_count), views, videos: count(user.video_count) },
  };
}

/** video/query takes at most 20 ids a call (A.4.3). */
const VIDEO_QUERY_MAX_IDS = 20;

/** Per-post figures from video/query (only the token owner's public videos come back). */
export async function fetchTiktokPostFigures(http: TiktokHttp, input: { accessToken: string; videoIds: string[] }): Promise<PostFigures[]> {
  const figures: PostFigures[] = [];
  for (let start = 0; start < input.videoIds.length; start += VIDEO_QUERY_MAX_IDS) {
    const { data } = await http.api({
      method: "POST",
      path: "/v2/video/query/",
      accessToken: input.accessToken,
      query: { fields: "id,view_count,like_count,comment_count,share_count" },
      body: { filters: { video_ids: input.videoIds.slice(start, start + VIDEO_QUERY_MAX_IDS) } },
    });
    const videos = Array.isArray(data.videos) ? (data.videos as Record<string, unknown>[]) : [];
    for (const video of videos) {
      const videoId = text(video.id);
      if (!videoId) continue;
      figures.push({ videoId, views: count(video.view_count), likes: count(video.like_count), comments: count(video.comment_count), shares: count(video.share_count) });
    }
  }
  return figures;
}
