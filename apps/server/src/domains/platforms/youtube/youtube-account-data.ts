import type { AdapterDeps } from "../adapter-deps.ts";
import type { AccountProfile, DailyMetric, PostFigures } from "../platform-adapter.ts";
import { bearer, googleJson } from "./google-http.ts";
import type { YoutubeEndpoints } from "./youtube-endpoints.ts";
import { youtubeError } from "./youtube-errors.ts";
import { reserveQuota } from "./youtube-quota.ts";

type Thumbnail = { url?: string };
type ChannelListResponse = {
  items?: {
    id: string;
    snippet?: { title?: string; customUrl?: string; thumbnails?: { default?: Thumbnail; medium?: Thumbnail; high?: Thumbnail } };
    statistics?: { viewCount?: string; subscriberCount?: string; videoCount?: string; hiddenSubscriberCount?: boolean };
  }[];
};

/** Google sends uint64 counts as strings. */
const count = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
};

/** channels.list part=snippet,statistics mine=true (1 unit). Likes are not a channel total on YouTube: 0. */
export async function fetchProfile(deps: AdapterDeps, endpoints: YoutubeEndpoints, accessToken: string): Promise<AccountProfile> {
  await reserveQuota(deps, endpoints.web.clientId, "read");
  const body = await googleJson<ChannelListResponse>(deps, `${endpoints.dataApi}/channels?part=snippet,statistics&mine=true`, { headers: bearer(accessToken) });
  const channel = body.items?.[0];
  if (!channel) throw youtubeError("noChannel");
  const thumbnails = channel.snippet?.thumbnails;
  return {
    externalId: channel.id,
    name: channel.snippet?.title ?? channel.id,
    // customUrl is the "@handle"; usernames are stored bare, as TikTok sends them.
    username: channel.snippet?.customUrl?.replace(/^@+/, "") || null,
    avatarUrl: thumbnails?.high?.url ?? thumbnails?.medium?.url ?? thumbnails?.default?.url ?? null,
    stats: {
      fans: count(channel.statistics?.subscriberCount),
      likes: 0,
      views: count(channel.statistics?.viewCount),
      videos: count(channel.statistics?.videoCount),
    },
  };
}

type ReportResponse = { columnHeaders?: { name: string }[]; rows?: (string | number)[][] };

const METRICS = ["views", "likes", "subscribersGained", "subscribersLost"] as const;

/** Analytics reports.query by day (not billed from the Data API quota); no `rows` means no data. */
export async function fetchDailyMetrics(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: { accessToken: string; from: string; to: string }): Promise<DailyMetric[]> {
  const query = new URLSearchParams({ ids: "channel==MINE", startDate: input.from, endDate: input.to, metrics: METRICS.join(","), dimensions: "day", sort: "day" });
  const body = await googleJson<ReportResponse>(deps, `${endpoints.reports}?${query.toString()}`, { headers: bearer(input.accessToken) });
  const columns = (body.columnHeaders ?? []).map((column) => column.name);
  const at = (row: (string | number)[], name: string) => row[columns.indexOf(name)];
  return (body.rows ?? []).map((row) => ({
    date: String(at(row, "day")),
    views: Number(at(row, "views") ?? 0),
    likes: Number(at(row, "likes") ?? 0),
    fansGained: Number(at(row, "subscribersGained") ?? 0),
    fansLost: Number(at(row, "subscribersLost") ?? 0),
  }));
}

type VideoListResponse = { items?: { id: string; statistics?: { viewCount?: string; likeCount?: string; commentCount?: string } }[] };

/** videos.list takes at most 50 ids a call. */
const VIDEOS_LIST_MAX_IDS = 50;

/** videos.list part=statistics by id (1 unit a call). YouTube has no share count. */
export async function fetchPostFigures(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: { accessToken: string; videoIds: string[] }): Promise<PostFigures[]> {
  const figures: PostFigures[] = [];
  for (let start = 0; start < input.videoIds.length; start += VIDEOS_LIST_MAX_IDS) {
    await reserveQuota(deps, endpoints.web.clientId, "read");
    const ids = input.videoIds.slice(start, start + VIDEOS_LIST_MAX_IDS);
    const query = new URLSearchParams({ part: "statistics", id: ids.join(",") });
    const body = await googleJson<VideoListResponse>(deps, `${endpoints.dataApi}/videos?${query.toString()}`, { headers: bearer(input.accessToken) });
    for (const video of body.items ?? []) {
      const statistics = video.statistics ?? {};
      figures.push({ videoId: video.id, views: count(statistics.viewCount), likes: count(statistics.likeCount), comments: count(statistics.commentCount), shares: null });
    }
  }
  return figures;
}
