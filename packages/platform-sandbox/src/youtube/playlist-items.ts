import type { StoredVideo } from "./state.ts";
import { videoSnippetBase } from "./video-resource.ts";

/** A channel's uploads playlist: its id with "UC" turned into "UU", as YouTube names it. */
export function uploadsPlaylistId(channelId: string): string {
  return channelId.startsWith("UC") ? `UU${channelId.slice(2)}` : `UU${channelId}`;
}

/** Page tokens are opaque to clients; here they carry the playlist and the offset of the page. */
export function pageToken(playlistId: string, offset: number): string {
  return Buffer.from(JSON.stringify({ playlistId, offset })).toString("base64url");
}

/** The offset a page token points at, or null when it is not one of this playlist's tokens. */
export function pageOffset(token: string, playlistId: string): number | null {
  try {
    const read = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as { playlistId?: unknown; offset?: unknown };
    return read.playlistId === playlistId && Number.isSafeInteger(read.offset) && (read.offset as number) >= 0 ? (read.offset as number) : null;
  } catch {
    return null;
  }
}

/** The `youtube#playlistItem` resource of an upload, with only the requested parts. */
export function playlistItemResource(video: StoredVideo, parts: string[], input: { playlistId: string; position: number; channelTitle: string }) {
  const id = Buffer.from(`${input.playlistId}.${video.id}`).toString("base64url");
  const resource: Record<string, unknown> = { kind: "youtube#playlistItem", etag: `etag-${id}`, id };
  if (parts.includes("snippet")) {
    resource.snippet = {
      ...videoSnippetBase(video, input.channelTitle),
      playlistId: input.playlistId,
      position: input.position,
      resourceId: { kind: "youtube#video", videoId: video.id },
      videoOwnerChannelTitle: input.channelTitle,
      videoOwnerChannelId: video.channelId,
    };
  }
  if (parts.includes("contentDetails")) resource.contentDetails = { videoId: video.id, videoPublishedAt: video.publishedAt };
  if (parts.includes("status")) resource.status = { privacyStatus: video.privacy };
  return resource;
}
