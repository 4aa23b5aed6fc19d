import type { StoredVideo } from "./state.ts";

/** Processing is simulated: a video reads as `processed` this long after its upload finished. */
export const PROCESSING_MS = 30_000;

/** The default thumbnails YouTube makes for a video. */
export const thumbnails = (id: string) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
});

const HOUR_MS = 3_600_000;

/**
 * A video's public counts (B.3.6 `statistics`, uint64 as strings): they grow with the hours since
 * it was published, a pure function of `now`. YouTube has no share count; `favoriteCount` is always 0.
 */
export function videoStatistics(video: StoredVideo, now: number) {
  const hours = Math.max(0, Math.floor((now - Date.parse(video.publishedAt)) / HOUR_MS));
  const views = hours * (7 + (video.bytes % 13));
  return { viewCount: String(views), likeCount: String(Math.floor(views / 15)), favoriteCount: "0", commentCount: String(Math.floor(views / 120)) };
}

/** What every snippet that names a video starts with (a video's own, a playlist item's). */
export function videoSnippetBase(video: StoredVideo, channelTitle: string) {
  return {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    thumbnails: thumbnails(video.id),
    channelTitle,
  };
}

/** The `youtube#video` resource with only the requested parts (B.3.6). */
export function videoResource(video: StoredVideo, parts: string[], input: { channelTitle: string; now: number }) {
  const processed = input.now >= Date.parse(video.publishedAt) + PROCESSING_MS;
  const resource: Record<string, unknown> = { kind: "youtube#video", etag: `etag-${video.id}-${video.bytes}`, id: video.id };
  if (parts.includes("snippet")) {
    resource.snippet = {
      ...videoSnippetBase(video, input.channelTitle),
      ...(video.tags.length > 0 ? { tags: video.tags } : {}),
      categoryId: video.categoryId,
      liveBroadcastContent: "none",
      localized: { title: video.title, description: video.description },
    };
  }
  if (parts.includes("status")) {
    resource.status = {
      uploadStatus: processed ? "processed" : "uploaded",
      privacyStatus: video.privacy,
      license: "youtube",
      embeddable: true,
      publicStatsViewable: true,
      ...(video.publishAt ? { publishAt: video.publishAt } : {}),
      ...(video.selfDeclaredMadeForKids !== null ? { selfDeclaredMadeForKids: video.selfDeclaredMadeForKids, madeForKids: video.selfDeclaredMadeForKids } : {}),
      ...(video.containsSyntheticMedia !== null ? { containsSyntheticMedia: video.containsSyntheticMedia } : {}),
    };
  }
  if (parts.includes("statistics")) resource.statistics = videoStatistics(video, input.now);
  if (parts.includes("processingDetails")) {
    resource.processingDetails = { processingStatus: processed ? "succeeded" : "processing" };
  }
  return resource;
}
